import { beforeAll, describe, expect, it } from "vitest";
import { configureTestWebEnv } from "./env.test-support";
import type { AuthInfo } from "./session.server";

beforeAll(() => {
  configureTestWebEnv({
    sessionSecrets: ["test-secret-that-is-long-enough-0123456789", "old-secret-that-is-long-enough-0123456789"],
    publicUrl: "https://events.example.com",
    secureCookies: true,
  });
});

// A realistic worst case: a long JWT (with the impersonation claim) and a refresh token.
const info: AuthInfo = {
  token: `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(
    JSON.stringify({
      sub: "0b5f8e2a-4a9c-4f8e-9d3b-6c1e2f3a4b5c",
      sid: "7d2c1b0a-9e8f-4d6c-8b5a-3f2e1d0c9b8a",
      "impersonated-by-user-id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
      iat: 1795000000,
      exp: 1795000900,
    }),
  ).toString("base64url")}.${"s".repeat(43)}`,
  refreshToken: "r".repeat(43),
  expiresIn: 900,
  userId: "0b5f8e2a-4a9c-4f8e-9d3b-6c1e2f3a4b5c",
  email: `${"a".repeat(64)}@${"b".repeat(180)}.example.com`,
  userName: "x".repeat(30),
  skipMultiFactorAuthentication: true,
  isDeleted: false,
  isComplete: true,
  isPhoneNumberVerified: true,
  agreeToTermsAndConditions: true,
  impersonatedByUserId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  termsVersion: "v".repeat(40),
};

function requestWith(setCookies: string[]): Request {
  const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
  return new Request("https://events.example.com/events", { headers: { Cookie: cookie } });
}

describe("session cookie", () => {
  it("stays under 4 KB with the largest realistic contents", async () => {
    const { RequestSession } = await import("./session.server");
    const session = new RequestSession({}, false);
    session.signIn(info);
    session.flash({ kind: "success", message: "x".repeat(200) });
    session.holdInvite("0b6f1b9e-3c1d-4a8e-9a57-2f4f0c1d2e3a");
    const [cookie] = session.commit();
    expect(cookie.length).toBeLessThan(4096);
  });

  it("is httpOnly, SameSite=Lax, Secure and __Host- prefixed on https, and holds no readable token", async () => {
    const { RequestSession } = await import("./session.server");
    const session = new RequestSession({}, false);
    session.signIn(info);
    const [cookie, signedUp] = session.commit();
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain(info.token.split(".")[1]);
    expect(cookie).not.toContain(info.refreshToken);
    expect(signedUp).toMatch(/^signed_up=1/);
  });

  it("round-trips through the Cookie header", async () => {
    const { RequestSession, readSession } = await import("./session.server");
    const session = new RequestSession({}, false);
    session.signIn(info);
    const request = requestWith(session.commit());
    expect(readSession(request).user?.userId).toBe(info.userId);
    expect(readSession(request).signedUpBefore).toBe(true);
  });

  it("gives every read of one cookie its own session: a change to one request's is not seen by the next", async () => {
    const { RequestSession, readSession } = await import("./session.server");
    const session = new RequestSession({}, false);
    session.signIn(info);
    session.flash({ kind: "success", message: "Saved" });
    const request = requestWith(session.commit());
    const first = readSession(request);
    expect(first.takeFlash()?.message).toBe("Saved");
    first.updateUser({ userName: "changed" });
    first.signOut();
    const second = readSession(request);
    expect(second.user?.userId).toBe(info.userId);
    expect(second.user?.userName).toBe(info.userName);
    expect(second.takeFlash()?.message).toBe("Saved");
  });

  it("ignores a tampered cookie", async () => {
    const { RequestSession, readSession } = await import("./session.server");
    const session = new RequestSession({}, false);
    session.signIn(info);
    const [cookie] = session.commit();
    const value = cookie.split(";")[0];
    const tampered = value.slice(0, -3) + (value.endsWith("A") ? "BBB" : "AAA");
    const request = new Request("https://events.example.com/", { headers: { Cookie: tampered } });
    expect(readSession(request).user).toBeNull();
  });

  it("holds an invite for a visitor without a session, and forgets the cookie once it is released", async () => {
    const { RequestSession, readSession } = await import("./session.server");
    const id = "0b6f1b9e-3c1d-4a8e-9a57-2f4f0c1d2e3a";
    const visitor = new RequestSession({}, false);
    visitor.holdInvite(id);
    const back = readSession(requestWith(visitor.commit()));
    expect(back.heldInviteId).toBe(id);
    back.holdInvite(null);
    const [cleared] = back.commit();
    expect(cleared).toMatch(/Max-Age=0/);
  });

  it("keeps the accepted terms version of the auth answer", async () => {
    const { RequestSession, readSession } = await import("./session.server");
    const session = new RequestSession({}, false);
    session.signIn(info);
    expect(readSession(requestWith(session.commit())).user?.termsVersion).toBe(info.termsVersion);
  });
});
