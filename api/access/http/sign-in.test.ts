// Password sign-in and the session's life cycle (refresh, sign-out) over HTTP.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { refreshTokens } from "../../db/schema.js";
import { authMessages } from "../../../contract/access/messages.js";
import { createVerifiedUser, registrationBody, TEST_PASSWORD, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ME = "{ user { me { userId emailAddress } } }";

describe("sign-in", () => {
  test("refuses an unconfirmed address once the password is right", async () => {
    const body = registrationBody();
    await api.post("/auth/password/register", body);
    const answer = await api.post("/auth/password/sign-in", { userName: body.userName, password: TEST_PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: "EMAIL_NOT_VERIFIED", message: "Please confirm your email to login." });
  });

  test("one message for a wrong password and for an unknown account", async () => {
    const user = await createVerifiedUser(api);
    const wrongPassword = await api.post("/auth/password/sign-in", { userName: user.email, password: "Wrong#Password1" });
    const unknown = await api.post("/auth/password/sign-in", { userName: uniqueEmail(), password: TEST_PASSWORD });
    for (const answer of [wrongPassword, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: "AUTH_INVALID_CREDENTIALS",
        message: "Incorrect email, username or password. Please try again.",
      });
    }
  });

  test("requires both fields, with the login form's messages", async () => {
    const answer = await api.post("/auth/password/sign-in", { userName: " ", password: "" });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      userName: "Please enter your email, username, or phone number",
      password: "Please enter your password",
    });
  });

  test("issues a 15-minute access token naming the user and the session", async () => {
    const user = await createVerifiedUser(api);
    const answer = await api.post("/auth/password/sign-in", { userName: ` ${user.email.toUpperCase()}`, password: TEST_PASSWORD });
    expect(answer.status).toBe(200);
    const claims = decodeJwt(answer.body.token);
    expect(claims.sub).toBe(user.userId);
    expect(claims.sid).toEqual(expect.any(String));
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(claims["impersonated-by-user-id"]).toBeUndefined();
  });

  test("locks an account out on one address after 10 failures, not elsewhere, until the window passes", async () => {
    const user = await createVerifiedUser(api);
    const ip = "198.51.100.10";
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await api.post("/auth/password/sign-in", { userName: user.email, password: "Wrong#Password1" }, { ip });
      expect(failed.status).toBe(401);
    }
    const locked = await api.post("/auth/password/sign-in", { userName: user.email, password: TEST_PASSWORD }, { ip });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: "RATE_LIMITED", message: "Too many attempts. Please wait a few minutes and try again." });
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const elsewhere = await api.post("/auth/password/sign-in", { userName: user.email, password: TEST_PASSWORD }, { ip: "198.51.100.11" });
    expect(elsewhere.status).toBe(200);

    api.clock.advance(15 * 60_000 + 1000);
    expect((await api.post("/auth/password/sign-in", { userName: user.email, password: TEST_PASSWORD }, { ip })).status).toBe(200);
  });

  test("limits one address to 50 failures across accounts", async () => {
    const ip = "198.51.100.50";
    for (let attempt = 0; attempt < 50; attempt++) {
      const failed = await api.post("/auth/password/sign-in", { userName: uniqueEmail(), password: "Wrong#Password1" }, { ip });
      expect(failed.status).toBe(401);
    }
    const user = await createVerifiedUser(api);
    const limited = await api.post("/auth/password/sign-in", { userName: user.email, password: TEST_PASSWORD }, { ip });
    expect(limited.status).toBe(429);
  }, 60_000);
});

describe("session lifecycle", () => {
  async function signIn() {
    const user = await createVerifiedUser(api);
    const answer = await api.post("/auth/password/sign-in", { userName: user.email, password: TEST_PASSWORD });
    expect(answer.status).toBe(200);
    return answer.body as { token: string; refreshToken: string; userId: string };
  }

  test("refresh rotates the token; refresh tokens are stored hashed", async () => {
    const session = await signIn();
    const refreshed = await api.post("/auth/refresh", { refreshToken: session.refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.userId).toBe(session.userId);
    expect(refreshed.body.refreshToken).not.toBe(session.refreshToken);
    expect(decodeJwt(refreshed.body.token).sid).toBe(decodeJwt(session.token).sid);
    expect((await api.graphql(ME, {}, { token: refreshed.body.token })).body.data.user.me.userId).toBe(session.userId);

    const stored = await api.platform.deps.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    const storedValues = stored.map((row) => row.tokenHash);
    expect(storedValues).not.toContain(session.refreshToken);
    expect(storedValues).not.toContain(refreshed.body.refreshToken);
  });

  test("within 60 s the old token answers with the same successor, even to parallel requests", async () => {
    const session = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post("/auth/refresh", { refreshToken: session.refreshToken })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((answer) => answer.body.refreshToken));
    expect(successors.size).toBe(1);

    api.clock.advance(59_000);
    const late = await api.post("/auth/refresh", { refreshToken: session.refreshToken });
    expect(late.status).toBe(200);
    expect(late.body.refreshToken).toBe(answers[0].body.refreshToken);
  });

  test("reusing a rotated token after the grace window revokes the whole family", async () => {
    const session = await signIn();
    const successor = (await api.post("/auth/refresh", { refreshToken: session.refreshToken })).body;
    api.clock.advance(61_000);

    const reuse = await api.post("/auth/refresh", { refreshToken: session.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ code: "AUTH_NOT_AUTHENTICATED", message: authMessages.sessionExpired });

    expect((await api.post("/auth/refresh", { refreshToken: successor.refreshToken })).status).toBe(401);
    const me = await api.graphql(ME, {}, { token: successor.token });
    expect(me.status).toBe(401);
    expect(me.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("an unknown refresh token is refused", async () => {
    const answer = await api.post("/auth/refresh", { refreshToken: "definitely-not-issued" });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe("AUTH_NOT_AUTHENTICATED");
  });

  test("sign-out ends the session: its access and refresh tokens stop working at once", async () => {
    const session = await signIn();
    expect((await api.graphql(ME, {}, { token: session.token })).status).toBe(200);

    const signOut = await api.post("/auth/sign-out", {}, { token: session.token });
    expect(signOut.status).toBe(204);

    const me = await api.graphql(ME, {}, { token: session.token });
    expect(me.status).toBe(401);
    expect(me.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
    expect((await api.post("/auth/refresh", { refreshToken: session.refreshToken })).status).toBe(401);
    expect((await api.post("/auth/sign-out", {}, { token: session.token })).status).toBe(401);
  });

  test("an access token expires after 15 minutes", async () => {
    const session = await signIn();
    api.clock.advance(15 * 60_000 + 1000);
    const me = await api.graphql(ME, {}, { token: session.token });
    expect(me.status).toBe(401);
    expect(me.body.errors[0].extensions.code).toBe("AUTH_NOT_AUTHENTICATED");
  });
});

test("malformed JSON and unknown auth paths answer in the error format", async () => {
  const malformed = await fetch(`${api.url}/auth/password/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{",
  });
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toMatchObject({ code: "BAD_USER_INPUT" });
  const unknown = await api.post("/auth/nowhere", {});
  expect(unknown.status).toBe(404);
  expect(unknown.body.code).toBe("NOT_FOUND");
});
