// Passwords over HTTP: recover and reset by e-mailed link, and the signed-in change.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { passwordResetTokens } from "../../db/schema.js";
import { PASSWORD_RESET_TTL_MS } from "../domain/password-reset.js";
import { authMessages } from "../../../contract/access/messages.js";
import { accountMessages } from "../../../contract/account/messages.js";
import { createVerifiedUser, TEST_PASSWORD, uniqueEmail } from "../../test/fixtures.js";
import { startTestApi, TEST_PUBLIC_URL, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const NEW_PASSWORD = "Fresh#Start99";
const ME = "{ user { me { userId emailAddress verifiedEmailAddress } } }";

async function signIn(userName: string, password = TEST_PASSWORD) {
  return api.post("/auth/password/sign-in", { userName, password });
}

async function resetTokenFor(email: string): Promise<string> {
  const [message] = await api.outbox(email);
  const link = message?.links.find((url) => url.includes("/auth/reset-password?token="));
  if (!link) throw new Error(`No reset link was e-mailed to ${email}.`);
  expect(link.startsWith(`${TEST_PUBLIC_URL}/auth/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get("token")!;
}

describe("POST /auth/password/recover", () => {
  test("e-mails a reset link to an existing account and answers the neutral message", async () => {
    const user = await createVerifiedUser(api);
    const answer = await api.post("/auth/password/recover", { email: user.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountMessages.recoverNeutral });
    const [message] = await api.outbox(user.email);
    expect(message.subject).toBe("Reset your Events Platform password");
    // Stored hashed: the raw token is not in the table.
    const token = await resetTokenFor(user.email);
    const rows = await api.platform.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(token);
  });

  test("answers an unknown address the same way, sends nothing, and takes as long", async () => {
    const email = uniqueEmail("nobody");
    const started = Date.now();
    const answer = await api.post("/auth/password/recover", { email });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: accountMessages.recoverNeutral });
    expect(await api.outbox(email)).toEqual([]);
  });

  test("refuses an invalid address with the spec's message", async () => {
    const answer = await api.post("/auth/password/recover", { email: "not-an-email" });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ email: authMessages.emailInvalid });
  });

  test("sends at most 3 links per address in 15 minutes, still answering neutrally", async () => {
    const user = await createVerifiedUser(api);
    for (let i = 0; i < 4; i++) {
      const answer = await api.post("/auth/password/recover", { email: user.email }, { ip: "203.0.113.40" });
      expect(answer.body).toEqual({ message: accountMessages.recoverNeutral });
    }
    expect(await api.outbox(user.email)).toHaveLength(1 + 3); // the confirmation mail and 3 reset mails
  });
});

describe("POST /auth/password/reset", () => {
  test("sets the new password once, ends every session of the account, and the old password stops working", async () => {
    const user = await createVerifiedUser(api);
    const other = await signIn(user.email);
    await api.post("/auth/password/recover", { email: user.email });
    const token = await resetTokenFor(user.email);

    const answer = await api.post("/auth/password/reset", { token, password: NEW_PASSWORD });
    expect(answer.status).toBe(200);

    // Both earlier sessions (the confirmation's and the sign-in's) are over.
    for (const session of [user, other.body]) {
      expect((await api.graphql(ME, {}, { token: session.token })).status).toBe(401);
      expect((await api.post("/auth/refresh", { refreshToken: session.refreshToken })).status).toBe(401);
    }
    expect((await signIn(user.email)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);

    // Single use.
    const again = await api.post("/auth/password/reset", { token, password: "Another#Pass1" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(accountMessages.resetLinkInvalid);
  });

  test("refuses a link after an hour (by the clock)", async () => {
    const user = await createVerifiedUser(api);
    await api.post("/auth/password/recover", { email: user.email });
    const token = await resetTokenFor(user.email);
    api.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    try {
      const answer = await api.post("/auth/password/reset", { token, password: NEW_PASSWORD });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(accountMessages.resetLinkInvalid);
    } finally {
      api.clock.set(new Date());
    }
    expect((await signIn(user.email)).status).toBe(200);
  });

  test("applies the password rule of spec 1 §5 and keeps the link usable", async () => {
    const user = await createVerifiedUser(api);
    await api.post("/auth/password/recover", { email: user.email });
    const token = await resetTokenFor(user.email);
    const weak = await api.post("/auth/password/reset", { token, password: "alllowercase" });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ password: authMessages.passwordRule });
    expect((await api.post("/auth/password/reset", { token, password: NEW_PASSWORD })).status).toBe(200);
  });

  test("refuses an unknown token", async () => {
    const answer = await api.post("/auth/password/reset", { token: "x".repeat(43), password: NEW_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(accountMessages.resetLinkInvalid);
  });
});

describe("POST /auth/validate-token", () => {
  test("says whether a reset link can still be used, without using it: unknown, used and expired links are refused", async () => {
    const user = await createVerifiedUser(api);
    await api.post("/auth/password/recover", { email: user.email });
    const token = await resetTokenFor(user.email);

    // The spec's form (the token in the query) and the web app's (in the body); asking twice uses nothing up.
    expect((await api.post(`/auth/validate-token?token=${encodeURIComponent(token)}`, {})).body).toEqual({ valid: true });
    expect((await api.post("/auth/validate-token", { token })).body).toEqual({ valid: true });

    for (const unknown of [{ token: "x".repeat(43) }, {}]) {
      const answer = await api.post("/auth/validate-token", unknown);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(accountMessages.resetLinkInvalid);
    }

    api.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    try {
      expect((await api.post("/auth/validate-token", { token })).body.message).toBe(accountMessages.resetLinkInvalid);
    } finally {
      api.clock.set(new Date());
    }
    expect((await api.post("/auth/password/reset", { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await api.post("/auth/validate-token", { token })).status).toBe(400);
  });
});

describe("signed-in password change", () => {
  test("needs the current password, then changes it and can sign out the other sessions", async () => {
    const user = await createVerifiedUser(api);
    const other = await signIn(user.email);

    const wrong = await api.post("/auth/password/start-update-password", { currentPassword: "Wrong#Pass1" }, { token: user.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: accountMessages.currentPasswordWrong });

    const started = await api.post("/auth/password/start-update-password", { currentPassword: TEST_PASSWORD }, { token: user.token });
    expect(started.status).toBe(200);
    // A ticket is bound to its session: another session cannot spend it.
    const stolen = await api.post(
      "/auth/password/update-password",
      { ticket: started.body.ticket, newPassword: NEW_PASSWORD },
      { token: other.body.token },
    );
    expect(stolen.status).toBe(400);

    const updated = await api.post(
      "/auth/password/update-password",
      { ticket: started.body.ticket, newPassword: NEW_PASSWORD, signOutOtherSessions: true },
      { token: user.token },
    );
    expect(updated.status).toBe(200);
    // The registration's session and the second sign-in.
    expect(updated.body).toEqual({ signedOutSessions: 2 });
    expect((await api.graphql(ME, {}, { token: user.token })).status).toBe(200);
    expect((await api.graphql(ME, {}, { token: other.body.token })).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  test("needs a session", async () => {
    expect((await api.post("/auth/password/start-update-password", { currentPassword: TEST_PASSWORD })).status).toBe(401);
  });
});
