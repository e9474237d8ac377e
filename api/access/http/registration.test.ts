// Registration and e-mail confirmation over HTTP.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../db/schema.js";
import { authMessages } from "../../../contract/access/messages.js";
import { latestVerificationToken, registrationBody, uniqueEmail } from "../../test/fixtures.js";
import { BOOTS_AN_API, startTestApi, TEST_PUBLIC_URL, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ME = "{ user { me { userId emailAddress } } }";

describe("registration", () => {
  test("creates an unverified, incomplete account, signs the registrant in and e-mails a confirmation link", async () => {
    const email = uniqueEmail("Reg");
    const answer = await api.post("/auth/password/register", registrationBody({ userName: `  ${email.toUpperCase()} ` }));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: email.toLowerCase(),
      userName: null,
      expiresIn: 900,
      skipMultiFactorAuthentication: true,
      isDeleted: false,
      isComplete: false,
      isPhoneNumberVerified: false,
      agreeToTermsAndConditions: true,
      isEmailVerified: false,
    });
    expect(answer.body.token).toEqual(expect.any(String));
    expect(answer.body.refreshToken).toEqual(expect.any(String));

    const [message] = await api.outbox(email);
    expect(message.subject).toBe("Confirm your email for Events Platform");
    // The confirmation link, then the manage-subscriptions link every e-mail carries.
    expect(message.links).toHaveLength(2);
    expect(message.links[1]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/unsubscribe\\?token=`));
    const link = new URL(message.links[0]);
    expect(link.origin + link.pathname).toBe(`${TEST_PUBLIC_URL}/auth/confirm-email`);
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("stores the password as an argon2id hash with the OWASP minimum parameters", async () => {
    const body = registrationBody();
    await api.post("/auth/password/register", body);
    const [row] = await api.platform.deps.db.select().from(users).where(eq(users.email, body.userName));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.phoneNumber).toBe("+14155552671");
    expect(row.gender).toBe("FEMALE");
  });

  test("answers each invalid field with the spec's message", async () => {
    api.clock.set(new Date("2026-03-01T12:00:00Z"));
    const answer = await api.post("/auth/password/register", {
      userName: "not-an-email",
      password: "alllowercase",
      name: " ",
      dateOfBirth: "2026-03-20",
      phoneNumber: "12",
      gender: "NotDisclosed",
      agreeToTermsAndConditions: false,
    });
    api.clock.set(new Date());

    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("BAD_USER_INPUT");
    expect(answer.body.fields).toEqual({
      userName: "Your email address is invalid. Please try again.",
      password:
        "Passwords must have at least 8 characters and include 2 of the following: 1 uppercase letter, 1 number, or 1 special character.",
      name: authMessages.nameInvalid,
      dateOfBirth: authMessages.dateOfBirthInFuture,
      phoneNumber: "Your phone number is invalid. Please try again.",
      gender: "Choose valid gender",
      agreeToTermsAndConditions: authMessages.termsRequired,
    });
  });

  test("accepts a password with 2 of the 3 character classes and normalises a local US phone number", async () => {
    const body = registrationBody({ password: "lowercase.2024", phoneNumber: "(415) 555-2671" });
    expect((await api.post("/auth/password/register", body)).status).toBe(200);
    expect((await api.post("/auth/password/register", registrationBody({ password: "lowercase-only" }))).status).toBe(400);
  });

  test("refuses an address that already has an account, whatever its case", async () => {
    const body = registrationBody();
    await api.post("/auth/password/register", body);
    const again = await api.post("/auth/password/register", { ...body, userName: body.userName.toUpperCase() });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: "CONFLICT",
      message: "An account of the product already exists with this email address, please Login.",
      fields: { userName: "An account of the product already exists with this email address, please Login." },
    });
  });

  test("check-email-availability tells free from taken addresses", async () => {
    const email = uniqueEmail();
    expect((await api.post("/auth/password/check-email-availability", { email })).body).toEqual({ available: true });
    await api.post("/auth/password/register", registrationBody({ userName: email }));
    expect((await api.post("/auth/password/check-email-availability", { email: email.toUpperCase() })).body).toEqual({
      available: false,
    });

    const invalid = await api.post("/auth/password/check-email-availability", { email: "nope" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ email: "Your email address is invalid. Please try again." });
  });

  test("check-email-availability is rate limited per visitor address", async () => {
    const ip = "203.0.113.77";
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await api.post("/auth/password/check-email-availability", { email: uniqueEmail() }, { ip })).status).toBe(200);
    }
    const limited = await api.post("/auth/password/check-email-availability", { email: uniqueEmail() }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api.post("/auth/password/check-email-availability", { email: uniqueEmail() }, { ip: "203.0.113.78" })).status).toBe(200);
  });
});

describe("e-mail confirmation", () => {
  test("the link confirms the address once, signs the user in, and then stops working", async () => {
    const body = registrationBody();
    await api.post("/auth/password/register", body);
    const token = await latestVerificationToken(api, body.userName);

    const confirmed = await api.post("/auth/password/verify-email-token", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: body.userName, isEmailVerified: true });
    expect((await api.graphql(ME, {}, { token: confirmed.body.token })).body.data.user.me.emailAddress).toBe(body.userName);

    const reused = await api.post("/auth/password/verify-email-token", { token });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: "BAD_USER_INPUT", message: "This verification link is invalid or has expired." });
  });

  test("a link expires after 24 hours", async () => {
    const body = registrationBody();
    await api.post("/auth/password/register", body);
    const token = await latestVerificationToken(api, body.userName);
    api.clock.advance(24 * 3600_000 + 1000);

    const answer = await api.post("/auth/password/verify-email-token", { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("This verification link is invalid or has expired.");
  });

  test("resending issues a new link and leaves the earlier one valid; only the registrant may ask", async () => {
    const body = registrationBody();
    const registered = await api.post("/auth/password/register", body);
    const first = await latestVerificationToken(api, body.userName);

    const stranger = await api.post("/auth/password/resend-register-email", { userName: body.userName, refreshToken: "forged" });
    expect(stranger.status).toBe(401);
    expect(stranger.body.code).toBe("AUTH_NOT_AUTHENTICATED");

    const resent = await api.post("/auth/password/resend-register-email", {
      userName: body.userName,
      refreshToken: registered.body.refreshToken,
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ ok: true });
    const messages = await api.outbox(body.userName);
    expect(messages).toHaveLength(2);
    const second = await latestVerificationToken(api, body.userName);
    expect(second).not.toBe(first);

    expect((await api.post("/auth/password/verify-email-token", { token: first })).status).toBe(200);
    // The address is confirmed now; the second link still signs in once.
    expect((await api.post("/auth/password/verify-email-token", { token: second })).status).toBe(200);
  });

  test("resending is rate limited per account", async () => {
    const body = registrationBody();
    const { refreshToken } = (await api.post("/auth/password/register", body)).body;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await api.post("/auth/password/resend-register-email", { userName: body.userName, refreshToken })).status).toBe(200);
    }
    const limited = await api.post("/auth/password/resend-register-email", { userName: body.userName, refreshToken });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
  });
});

describe("sign-ups per address", () => {
  test("the hourly limit per address is a setting (REGISTRATION_RATE_LIMIT_PER_HOUR): past it, 429", async () => {
    const limited = await startTestApi({ registrationRateLimitPerHour: 2 });
    try {
      for (let i = 0; i < 2; i += 1) expect((await limited.post("/auth/password/register", registrationBody())).status).toBe(200);
      const refused = await limited.post("/auth/password/register", registrationBody());
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  }, BOOTS_AN_API);
});
