// Phone sign-in by one-time code, through the HTTP API on a real database, with the test
// clock moving time.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { oneTimeCodes, users } from "../../db/schema.js";
import { codeMessages } from "../../../contract/access/messages.js";
import { PHONE_START_MIN_RESPONSE_MS } from "./codes-router.js";
import { codeIn, latestSms, uniquePhone, userWithPhone, wrong } from "../../test/phones.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const MINUTE = 60_000;

describe("phone sign-in", () => {
  test("sends a 6-digit code by SMS, stored only hashed, and signs in with it once", async () => {
    const { phoneNumber, userId } = await userWithPhone(api);
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
    const { phoneNumber } = await userWithPhone(api);
    await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.2" });
    const first = await latestSms(api, phoneNumber);
    api.clock.advance(29_000);
    const early = await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.2" });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: "RATE_LIMITED", message: codeMessages.resendTooSoon });
    expect(early.body.details.nextResend).toEqual(expect.any(String));
    expect(await api.outbox(phoneNumber)).toHaveLength(1);

    api.clock.advance(1_000);
    const resent = await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.2" });
    expect(resent.status).toBe(200);
    const second = await latestSms(api, phoneNumber);
    if (first !== second) {
      const old = await api.post("/auth/phone/verify", { phoneNumber, code: first }, { ip: "10.0.0.2" });
      expect(old.body.code).toBe("CODE_INVALID");
    }
    expect((await api.post("/auth/phone/verify", { phoneNumber, code: second }, { ip: "10.0.0.2" })).status).toBe(200);
  });

  test("an expired code is refused", async () => {
    const { phoneNumber } = await userWithPhone(api);
    await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.0.3" });
    const code = await latestSms(api, phoneNumber);
    api.clock.advance(10 * MINUTE);
    const late = await api.post("/auth/phone/verify", { phoneNumber, code }, { ip: "10.0.0.3" });
    expect(late.body).toMatchObject({ code: "CODE_INVALID", message: codeMessages.codeExpired });
  });

  test("counts wrong codes down, blocks on the third for 30 minutes, then lets the owner in again", async () => {
    const { phoneNumber } = await userWithPhone(api);
    const ip = "10.0.0.4";
    await api.post("/auth/phone/start", { phoneNumber }, { ip });
    const code = await latestSms(api, phoneNumber);

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
    const fresh = await latestSms(api, phoneNumber);
    expect((await api.post("/auth/phone/verify", { phoneNumber, code: fresh }, { ip })).status).toBe(200);
  });

  test("an attacker's wrong codes from another address do not lock out the owner", async () => {
    const { phoneNumber, userId } = await userWithPhone(api);
    await api.post("/auth/phone/start", { phoneNumber }, { ip: "203.0.113.9" });
    for (let i = 0; i < 3; i += 1) await api.post("/auth/phone/verify", { phoneNumber, code: "000000" }, { ip: "203.0.113.9" });
    expect((await api.post("/auth/phone/verify", { phoneNumber, code: "000000" }, { ip: "203.0.113.9" })).body.code).toBe(
      "CODE_BLOCKED",
    );

    api.clock.advance(31_000);
    const owner = await api.post("/auth/phone/start", { phoneNumber }, { ip: "198.51.100.7" });
    expect(owner.body.blockedUntil).toBeNull();
    const code = await latestSms(api, phoneNumber);
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
    const { phoneNumber } = await userWithPhone(api, { verified: false });
    const answer = await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.1.1" });
    expect(answer.status).toBe(200);
    expect(await api.outbox(phoneNumber)).toEqual([]);
    const guess = await api.post("/auth/phone/verify", { phoneNumber, code: "123456" }, { ip: "10.0.1.1" });
    expect(guess.status).toBe(400);
    expect(guess.body.token).toBeUndefined();
  });

  test("a code sent while the number was verified does not sign in once it no longer is", async () => {
    const { phoneNumber, userId } = await userWithPhone(api);
    await api.post("/auth/phone/start", { phoneNumber }, { ip: "10.0.1.2" });
    const code = await latestSms(api, phoneNumber);
    await api.platform.deps.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, userId));
    const answer = await api.post("/auth/phone/verify", { phoneNumber, code }, { ip: "10.0.1.2" });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("CODE_INVALID");
  });

  test("verified, unverified and unknown numbers get the same status and body, in about the same time", async () => {
    const verified = await userWithPhone(api);
    const unverified = await userWithPhone(api, { verified: false });
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
