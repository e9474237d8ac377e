// The second factor and phone verification by one-time code, through the HTTP API on a real
// database, with the test clock moving time.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../db/schema.js";
import { codeMessages } from "../../../contract/access/messages.js";
import { TEST_PASSWORD } from "../../test/fixtures.js";
import { codeIn, latestSms, userWithPhone, wrong } from "../../test/phones.js";
import { startTestApi, type TestApi } from "../../test/support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("second factor", () => {
  async function signInWithMfa(ip = "10.1.0.1") {
    const user = await userWithPhone(api, { mfa: true });
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
    const user = await userWithPhone(api, { mfa: true });
    await api.post("/auth/phone/start", { phoneNumber: user.phoneNumber }, { ip: "10.1.0.3" });
    const code = await latestSms(api, user.phoneNumber);
    const answer = await api.post("/auth/phone/verify", { phoneNumber: user.phoneNumber, code }, { ip: "10.1.0.3" });
    expect(answer.body.skipMultiFactorAuthentication).toBe(false);
  });

  test("turning MFA on needs a verified phone", async () => {
    const user = await userWithPhone(api, { verified: false });
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
    const user = await userWithPhone(api, { verified: false });
    const started = await api.post("/auth/phone/verify-number/start", {}, { token: user.token, ip: "10.2.0.1" });
    expect(started.status).toBe(200);
    const code = await latestSms(api, user.phoneNumber);
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
