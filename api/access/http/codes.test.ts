// Phone sign-in, the second factor and phone verification, through the HTTP API on a real
// database, with the test clock moving time.
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { oneTimeCodes, users } from "../../db/schema.js";
import { codeMessages } from "../../../contract/access/messages.js";
import { PHONE_START_MIN_RESPONSE_MS } from "./codes-router.js";
import { toE164 } from "../../kernel/validation.js";
import { createVerifiedUser, TEST_PASSWORD } from "../../test/fixtures.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;

function uniquePhone(): string {
  for (;;) {
    const candidate = toE164(`+1415555${String(randomInt(0, 10_000)).padStart(4, "0")}`);
    if (candidate) return candidate;
  }
}

/** An account with its own number (verified when asked) and, optionally, MFA on. */
async function userWithPhone({ verified = true, mfa = false } = {}) {
  const phoneNumber = uniquePhone();
  const info = await createVerifiedUser(api, { phoneNumber });
  await api.platform.deps.db
    .update(users)
    .set({ phoneVerifiedAt: verified ? api.clock.now() : null, mfaEnabled: mfa })
    .where(eq(users.id, info.userId));
  return { ...info, phoneNumber };
}

function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1];
}

async function latestSms(phoneNumber: string): Promise<string> {
  const [message] = await api.outbox(phoneNumber);
  return codeIn(message.text);
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("phone sign-in", () => {
  test("sends a 6-digit code by SMS, stored only hashed, and signs in with it once", async () => {
    const { phoneNumber, userId } = await userWithPhone();
    const now = api.clock.now().getTime();
    // Typed the national way, it is still the same E.164 number.
    const national = `(${phoneNumber.slice(2, 5)}) ${phoneNumber.slice(5, 8)}-${phoneNumber.slice(8)}`;
    const answer = await api.post("/auth/phone/start", { phoneNumber: national }, { ip: "10.0.0.1" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      nextResend: new Date(now + 30_000).toISOString(),
      expiredDate: new Date(now + 10 * MINUTE).toISOString(),
      blockedUntil: null,
    });
    const messages = await api.outbox(phoneNumber);
    expect(messages[0]).toMatchObject({ channel: "SMS", to: phoneNumber });
    const code = codeIn(messages[0].text);
    const [row] = await api.platform.deps.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subject, phoneNumber));
    expect(row.codeHash).not.toContain(code);

    const signedIn = await api.post("/auth/phone/verify", { phoneNumber, code }, { ip: "10.0.0.1" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ userId, skipMultiFactorAuthentication: true, isPhoneNumberVerified: true });
    const me = await api.graphql("{ user { me { userId } } }", {}, { token: signedIn.body.token });
    expect(me.body.data.user.me.userId).toBe(userId);

    const again = await api.post("/auth/phone/verify", { phoneNumber, code }, { ip: "10.0.0.1" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "CODE_INVALID", message: "Invalid verification code. 2 attempt(s) remaining." });
  });

  test("validates the input with the spec's messages", async () => {
    expect((await api.post("/auth/phone/start", {})).body.message).toBe("Please enter your phone number");
    expect((await api.post("/auth/phone/start", { phoneNumber: "1234567" })).body.message).toBe(
      "Your phone number is invalid. Please try again.",
    );
    const phoneNumber = uniquePhone();
    expect((await api.post("/auth/phone/verify", { phoneNumber })).body.message).toBe("Please enter the verification code");
    expect((await api.post("/auth/phone/verify", { phoneNumber, code: "12345" })).body.message).toBe(
      "Verification code must be 6 digits",
    );
  });

  test("refuses a resend within 30 seconds; a new code then replaces the old one", async () => {
    const { phoneNumber } = await userWithPhone();
    await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.2" });
    const first = await latestSms(phoneNumber);
    api.clock.advance(29_000);
    const early = await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.2" });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: "RATE_LIMITED", message: codeMessages.resendTooSoon });
    expect(early.body.details.nextResend).toEqual(expect.any(String));
    expect(await api.outbox(phoneNumber)).toHaveLength(1);

    api.clock.advance(1_000);
    const resent = await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.2" });
    expect(resent.status).toBe(200);
    const second = await latestSms(phoneNumber);
    if (first !== second) {
      const old = await api.post("/auth/phone/verify", { phoneNumber, code: first }, { ip: "10.0.0.2" });
      expect(old.body.code).toBe("CODE_INVALID");
    }
    expect((await api.post("/auth/phone/verify", { phoneNumber, code: second }, { ip: "10.0.0.2" })).status).toBe(200);
  });

  test("an expired code is refused", async () => {
    const { phoneNumber } = await userWithPhone();
    await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.3" });
    const code = await latestSms(phoneNumber);
    api.clock.advance(10 * MINUTE);
    const late = await api.post("/auth/phone/verify", { phoneNumber, code }, { ip: "10.0.0.3" });
    expect(late.body).toMatchObject({ code: "CODE_INVALID", message: codeMessages.codeExpired });
  });

  test("counts wrong codes down, blocks on the third for 30 minutes, then lets the owner in again", async () => {
    const { phoneNumber } = await userWithPhone();
    const ip = "10.0.0.4";
    await api.post("/auth/phone/start", { phoneNumber }, { ip });
    const code = await latestSms(phoneNumber);

    const one = await api.post("/auth/phone/verify", { phoneNumber, code: wrong(code) }, { ip });
    expect(one.status).toBe(400);
    expect(one.body.message).toBe("Invalid verification code. 2 attempt(s) remaining.");
    const two = await api.post("/auth/phone/verify", { phoneNumber, code: wrong(code) }, { ip });
    expect(two.body.message).toBe("Invalid verification code. 1 attempt(s) remaining.");
    const blockedAt = api.clock.now().getTime();
    const three = await api.post("/auth/phone/verify", { phoneNumber, code: wrong(code) }, { ip });
    expect(three.status).toBe(429);
    expect(three.body).toMatchObject({
      code: "CODE_BLOCKED",
      message: "Too many failed attempts. You are blocked for 30 minutes.",
      details: { blockedUntil: new Date(blockedAt + 30 * MINUTE).toISOString() },
    });
    // Blocked: even the right code is refused, and start answers with blockedUntil, sending nothing.
    expect((await api.post("/auth/phone/verify", { phoneNumber, code }, { ip })).body.code).toBe("CODE_BLOCKED");
    api.clock.advance(31_000);
    const whileBlocked = await api.post("/auth/phone/start", { phoneNumber }, { ip });
    expect(whileBlocked.body).toEqual({ nextResend: null, expiredDate: null, blockedUntil: new Date(blockedAt + 30 * MINUTE).toISOString() });
    expect(await api.outbox(phoneNumber)).toHaveLength(1);

    api.clock.set(new Date(blockedAt + 30 * MINUTE));
    const after = await api.post("/auth/phone/start", { phoneNumber }, { ip });
    expect(after.body.blockedUntil).toBeNull();
    const fresh = await latestSms(phoneNumber);
    expect((await api.post("/auth/phone/verify", { phoneNumber, code: fresh }, { ip })).status).toBe(200);
  });

  test("an attacker's wrong codes from another address do not lock out the owner", async () => {
    const { phoneNumber, userId } = await userWithPhone();
    await api.post("/auth/phone/start", { phoneNumber }, { ip: "203.0.113.9" });
    for (let i = 0; i < 3; i += 1) await api.post("/auth/phone/verify", { phoneNumber, code: "000000" }, { ip: "203.0.113.9" });
    expect((await api.post("/auth/phone/verify", { phoneNumber, code: "000000" }, { ip: "203.0.113.9" })).body.code).toBe(
      "CODE_BLOCKED",
    );

    api.clock.advance(31_000);
    const owner = await api.post("/auth/phone/start", { phoneNumber }, { ip: "198.51.100.7" });
    expect(owner.body.blockedUntil).toBeNull();
    const code = await latestSms(phoneNumber);
    const signedIn = await api.post("/auth/phone/verify", { phoneNumber, code }, { ip: "198.51.100.7" });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userId).toBe(userId);
  });

  test("a number no account uses gets the same answers and no SMS", async () => {
    const phoneNumber = uniquePhone();
    const now = api.clock.now().getTime();
    const answer = await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.5" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      nextResend: new Date(now + 30_000).toISOString(),
      expiredDate: new Date(now + 10 * MINUTE).toISOString(),
      blockedUntil: null,
    });
    expect(await api.outbox(phoneNumber)).toEqual([]);
    expect((await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.5" })).status).toBe(429);
    const guess = await api.post("/auth/phone/verify", { phoneNumber, code: "123456" }, { ip: "10.0.0.5" });
    expect(guess.body.message).toBe("Invalid verification code. 2 attempt(s) remaining.");
  });
});

describe("phone sign-in needs a verified number", () => {
  test("a number typed into a profile but never verified gets no code, and no code signs in with it", async () => {
    const { phoneNumber } = await userWithPhone({ verified: false });
    const answer = await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.1.1" });
    expect(answer.status).toBe(200);
    expect(await api.outbox(phoneNumber)).toEqual([]);
    const guess = await api.post("/auth/phone/verify", { phoneNumber, code: "123456" }, { ip: "10.0.1.1" });
    expect(guess.status).toBe(400);
    expect(guess.body.token).toBeUndefined();
  });

  test("a code sent while the number was verified does not sign in once it no longer is", async () => {
    const { phoneNumber, userId } = await userWithPhone();
    await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.1.2" });
    const code = await latestSms(phoneNumber);
    await api.platform.deps.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, userId));
    const answer = await api.post("/auth/phone/verify", { phoneNumber, code }, { ip: "10.0.1.2" });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("CODE_INVALID");
  });

  test("verified, unverified and unknown numbers get the same status and body, in about the same time", async () => {
    const verified = await userWithPhone();
    const unverified = await userWithPhone({ verified: false });
    const answers = [];
    for (const [index, phoneNumber] of [verified.phoneNumber, unverified.phoneNumber, uniquePhone()].entries()) {
      const started = performance.now();
      const answer = await api.post("/auth/phone/start", { phoneNumber }, { ip: `10.0.2.${index}` });
      answers.push({ status: answer.status, body: answer.body, ms: performance.now() - started });
    }
    expect(await api.outbox(verified.phoneNumber)).toHaveLength(1);
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(Array(3).fill({ status: 200, body: answers[0].body }));
    // Every answer waits out the same floor, which hides the SMS being queued or not.
    for (const { ms } of answers) expect(ms).toBeGreaterThanOrEqual(PHONE_START_MIN_RESPONSE_MS - 5);
    const times = answers.map(({ ms }) => ms);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(150);
  });
});

describe("second factor", () => {
  async function signInWithMfa(ip = "10.1.0.1") {
    const user = await userWithPhone({ mfa: true });
    const signIn = await api.post("/auth/password/sign-in", { userName: user.email, password: TEST_PASSWORD }, { ip });
    expect(signIn.status).toBe(200);
    return { user, pending: signIn.body };
  }

  test("a sign-in with MFA on is half-authenticated: the token is refused everywhere but the MFA calls", async () => {
    const { user, pending } = await signInWithMfa();
    expect(pending.skipMultiFactorAuthentication).toBe(false);

    const me = await api.graphql("{ user { me { userId } } }", {}, { token: pending.token });
    expect(me.status).toBe(403);
    expect(me.body.errors[0].extensions.code).toBe("AUTH_MFA_REQUIRED");
    const verifyNumber = await api.post("/auth/phone/verify-number/start", {}, { token: pending.token });
    expect(verifyNumber.status).toBe(403);
    // A refresh keeps it pending.
    const refreshed = await api.post("/auth/refresh", { refreshToken: pending.refreshToken });
    expect(refreshed.body.skipMultiFactorAuthentication).toBe(false);
    expect((await api.graphql("{ user { me { userId } } }", {}, { token: refreshed.body.token })).status).toBe(403);

    // The code went out by e-mail (with a link) and by SMS to the verified phone.
    const [mail] = await api.outbox(user.email);
    expect(mail.subject).toBe("Your Events Platform verification code");
    const [sms] = await api.outbox(user.phoneNumber);
    expect(codeIn(sms.text)).toBe(codeIn(mail.text));
  });

  test("the right code completes the sign-in in a new session; the old one ends", async () => {
    const { user, pending } = await signInWithMfa();
    const [mail] = await api.outbox(user.email);
    const code = codeIn(mail.text);

    const bad = await api.post("/auth/password/verify-otp", { refreshToken: pending.refreshToken, otp: wrong(code), purpose: "VerifySignIn" }, { ip: "10.1.0.1" });
    expect(bad.body.message).toBe("Invalid verification code. 2 attempt(s) remaining.");

    const done = await api.post("/auth/password/verify-otp", { refreshToken: pending.refreshToken, otp: code, purpose: "VerifySignIn" }, { ip: "10.1.0.1" });
    expect(done.status).toBe(200);
    expect(done.body.skipMultiFactorAuthentication).toBe(true);
    expect(done.body.refreshToken).not.toBe(pending.refreshToken);
    const me = await api.graphql("{ user { me { userId } } }", {}, { token: done.body.token });
    expect(me.body.data.user.me.userId).toBe(user.userId);
    expect((await api.post("/auth/refresh", { refreshToken: pending.refreshToken })).status).toBe(401);
  });

  test("the e-mailed link's long token verifies too, once", async () => {
    const { user, pending } = await signInWithMfa();
    const [mail] = await api.outbox(user.email);
    const link = new URL(mail.links.find((l) => l.includes("/auth/mfa?token="))!);
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(6);

    const done = await api.post("/auth/password/verify-otp", { refreshToken: pending.refreshToken, otp: token, purpose: "VerifySignIn" });
    expect(done.status).toBe(200);
    expect(done.body.skipMultiFactorAuthentication).toBe(true);

    const other = await signInWithMfa();
    const reused = await api.post("/auth/password/verify-otp", { refreshToken: other.pending.refreshToken, otp: token, purpose: "VerifySignIn" });
    expect(reused.body).toMatchObject({ code: "CODE_INVALID", message: codeMessages.linkInvalid });
  });

  test("resend sends a new code (not before 30 s) and the old one stops working; three wrong codes block", async () => {
    const { user, pending } = await signInWithMfa("10.1.0.2");
    const first = codeIn((await api.outbox(user.email))[0].text);
    const body = { refreshToken: pending.refreshToken, purpose: "VerifySignIn" };
    expect((await api.post("/auth/password/resend-otp", body, { ip: "10.1.0.2" })).status).toBe(429);
    api.clock.advance(30_000);
    const resent = await api.post("/auth/password/resend-otp", body, { ip: "10.1.0.2" });
    expect(resent.status).toBe(200);
    expect(resent.body.nextResend).toEqual(expect.any(String));
    const second = codeIn((await api.outbox(user.email))[0].text);
    if (first !== second) {
      expect((await api.post("/auth/password/verify-otp", { ...body, otp: first }, { ip: "10.1.0.2" })).body.code).toBe("CODE_INVALID");
      await api.post("/auth/password/verify-otp", { ...body, otp: wrong(second) }, { ip: "10.1.0.2" });
    } else {
      await api.post("/auth/password/verify-otp", { ...body, otp: wrong(second) }, { ip: "10.1.0.2" });
      await api.post("/auth/password/verify-otp", { ...body, otp: wrong(second) }, { ip: "10.1.0.2" });
    }
    const third = await api.post("/auth/password/verify-otp", { ...body, otp: wrong(second) }, { ip: "10.1.0.2" });
    expect(third.body).toMatchObject({ code: "CODE_BLOCKED", message: codeMessages.blocked });
    expect((await api.post("/auth/password/verify-otp", { ...body, otp: second }, { ip: "10.1.0.2" })).body.code).toBe("CODE_BLOCKED");
  });

  test("a pending session can sign out; unknown purposes are refused", async () => {
    const { pending } = await signInWithMfa();
    const purpose = await api.post("/auth/password/verify-otp", { refreshToken: pending.refreshToken, otp: "123456", purpose: "Other" });
    expect(purpose.status).toBe(400);
    expect((await api.post("/auth/sign-out", {}, { token: pending.token })).status).toBe(204);
    const after = await api.post("/auth/password/resend-otp", { refreshToken: pending.refreshToken, purpose: "VerifySignIn" });
    expect(after.status).toBe(401);
  });

  test("phone sign-in of an MFA account is pending too", async () => {
    const user = await userWithPhone({ mfa: true });
    await api.post("/auth/phone/start", { phoneNumber: user.phoneNumber }, { ip: "10.1.0.3" });
    const code = await latestSms(user.phoneNumber);
    const answer = await api.post("/auth/phone/verify", { phoneNumber: user.phoneNumber, code }, { ip: "10.1.0.3" });
    expect(answer.body.skipMultiFactorAuthentication).toBe(false);
  });

  test("turning MFA on needs a verified phone", async () => {
    const user = await userWithPhone({ verified: false });
    const mutation = "mutation($on: Boolean!) { user { setMultiFactorAuthentication(enabled: $on) { isSkipMultiFactorAuthentication } } }";
    const refused = await api.graphql(mutation, { on: true }, { token: user.token });
    expect(refused.body.errors[0].message).toBe(codeMessages.verifiedPhoneRequired);
    await api.platform.deps.db.update(users).set({ phoneVerifiedAt: api.clock.now() }).where(eq(users.id, user.userId));
    const on = await api.graphql(mutation, { on: true }, { token: user.token });
    expect(on.body.data.user.setMultiFactorAuthentication.isSkipMultiFactorAuthentication).toBe(false);
    const off = await api.graphql(mutation, { on: false }, { token: user.token });
    expect(off.body.data.user.setMultiFactorAuthentication.isSkipMultiFactorAuthentication).toBe(true);
  });
});

describe("phone verification", () => {
  test("sends a code to the profile's number and marks it verified", async () => {
    const user = await userWithPhone({ verified: false });
    const started = await api.post("/auth/phone/verify-number/start", {}, { token: user.token, ip: "10.2.0.1" });
    expect(started.status).toBe(200);
    const code = await latestSms(user.phoneNumber);
    const bad = await api.post("/auth/phone/verify-number/confirm", { code: wrong(code) }, { token: user.token, ip: "10.2.0.1" });
    expect(bad.body.message).toBe("Invalid verification code. 2 attempt(s) remaining.");
    const done = await api.post("/auth/phone/verify-number/confirm", { code }, { token: user.token, ip: "10.2.0.1" });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ phoneNumber: user.phoneNumber, isPhoneNumberVerified: true });
    const me = await api.graphql("{ user { me { verifiedPhoneNumber } } }", {}, { token: user.token });
    expect(me.body.data.user.me.verifiedPhoneNumber).toBe(user.phoneNumber);
    expect((await api.post("/auth/phone/verify-number/start", {}, { token: user.token })).status).toBe(409);
  });

  test("needs a signed-in user", async () => {
    expect((await api.post("/auth/phone/verify-number/start", {})).status).toBe(401);
  });
});
