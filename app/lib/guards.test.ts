import { describe, expect, it } from "vitest";
import type { AuthUser } from "./auth-user";
import {
  decideCodeRequired,
  decideCompleteProfile,
  decideGuestOnly,
  decideInvite,
  decideProtected,
  decidePublicOrMember,
  decideSocialReturn,
  decideTokenRequired,
  decideVerifiedPhone,
  decideTerms,
  isInviteId,
} from "./guards";
import { loginLink } from "~/lib/access/links";

const complete: AuthUser = {
  userId: "u1",
  email: "sam@example.com",
  userName: "sam",
  isComplete: true,
  isDeleted: false,
  mfaPending: false,
  isPhoneNumberVerified: true,
  agreeToTermsAndConditions: true,
  impersonatedBy: null,
};
const as = (patch: Partial<AuthUser>): AuthUser => ({ ...complete, ...patch });
const url = (path: string) => new URL(path, "http://localhost");

describe("decideProtected", () => {
  it.each<[string, AuthUser | null, boolean, string, string | null, boolean?]>([
    ["no session, new browser → sign-up with the wanted path", null, false, "/events?tab=mine", "/auth/sign-up?to=%2Fevents%3Ftab%3Dmine"],
    ["no session, signed up before → login", null, true, "/events", "/auth/login?to=%2Fevents"],
    ["no session at / → sign-up without to", null, false, "/", "/auth/sign-up"],
    ["MFA pending → /auth/mfa", as({ mfaPending: true }), true, "/events", "/auth/mfa?to=%2Fevents"],
    ["MFA pending in a modal login → through the other checks", as({ mfaPending: true }), true, "/events", null, true],
    ["deleted → recover", as({ isDeleted: true }), true, "/events", "/auth/recover"],
    ["MFA wins over deleted", as({ isDeleted: true, mfaPending: true }), true, "/events", "/auth/mfa?to=%2Fevents"],
    ["incomplete → sign-up-2 carrying the path", as({ isComplete: false }), true, "/events/x", "/auth/sign-up-2?to=%2Fevents%2Fx"],
    ["deleted wins over incomplete", as({ isComplete: false, isDeleted: true }), true, "/events", "/auth/recover"],
    ["complete → through", complete, true, "/events", null],
  ])("%s", (_name, user, signedUpBefore, path, expected, isModalLogin) => {
    expect(decideProtected({ user, signedUpBefore, url: url(path), isModalLogin })).toBe(expected);
  });
});

describe("decidePublicOrMember", () => {
  it.each<[string, AuthUser | null, string, string | null]>([
    ["no session → through (the public event list)", null, "/events", null],
    ["MFA pending → /auth/mfa", as({ mfaPending: true }), "/events", "/auth/mfa?to=%2Fevents"],
    ["deleted → recover", as({ isDeleted: true }), "/events", "/auth/recover"],
    ["incomplete → sign-up-2 carrying the path", as({ isComplete: false }), "/events", "/auth/sign-up-2?to=%2Fevents"],
    ["complete → through", complete, "/events", null],
  ])("%s", (_name, user, path, expected) => {
    expect(decidePublicOrMember({ user, signedUpBefore: true, url: url(path) })).toBe(expected);
  });
});

describe("decideGuestOnly", () => {
  it.each<[string, AuthUser | null, string, string | null, string?]>([
    ["no session → stays", null, "/auth/login", null],
    ["MFA pending → stays (may sign in as someone else)", as({ mfaPending: true }), "/auth/login", null],
    ["complete → /", complete, "/auth/login", "/"],
    ["complete with to → to", complete, "/auth/login?to=%2Fevents%2Fparty", "/events/party"],
    ["complete with unsafe to → /", complete, "/auth/login?to=%2F%2Fevil.com", "/"],
    ["from with urlToken → from", complete, "/auth/login?from=%2Fpay%3FurlToken%3Dabc&to=%2Fevents", "/pay?urlToken=abc"],
    ["from without urlToken → ignored, to wins", complete, "/auth/login?from=%2Fpay&to=%2Fevents", "/events"],
    ["held invite → accept-invite", complete, "/auth/sign-up?to=%2Fevents", "/accept-invite/inv-1", "inv-1"],
    ["a=join-now → pie hub", complete, "/auth/sign-up?a=join-now", "/legacy/pie-hub?a=join-now"],
    ["deleted → recover", as({ isDeleted: true }), "/auth/login", "/auth/recover"],
    ["incomplete → sign-up-2 keeping to", as({ isComplete: false }), "/auth/login?to=%2Fevents", "/auth/sign-up-2?to=%2Fevents"],
    ["incomplete on sign-up-2 → stays", as({ isComplete: false }), "/auth/sign-up-2", null],
    ["confirm-email stays visible when complete", complete, "/auth/confirm-email?token=x", null],
    ["confirm-email stays visible when deleted", as({ isDeleted: true }), "/auth/confirm-email", null],
  ])("%s", (_name, user, path, expected, inviteId) => {
    expect(decideGuestOnly({ user, signedUpBefore: true, url: url(path), inviteId })).toBe(expected);
  });
});

describe("decideCompleteProfile", () => {
  it.each<[string, AuthUser | null, string, string | null]>([
    ["no session → login when signed up before", null, "/auth/sign-up-2", "/auth/login"],
    ["incomplete → stays", as({ isComplete: false }), "/auth/sign-up-2", null],
    ["complete → to", complete, "/auth/sign-up-2?to=%2Fevents%2Fx", "/events/x"],
    ["complete with unsafe to → /", complete, "/auth/sign-up-2?to=https%3A%2F%2Fevil.com", "/"],
    ["deleted → recover", as({ isDeleted: true, isComplete: false }), "/auth/sign-up-2", "/auth/recover"],
  ])("%s", (_name, user, path, expected) => {
    expect(decideCompleteProfile({ user, signedUpBefore: true, url: url(path) })).toBe(expected);
  });
});

describe("link and provider guards", () => {
  it.each<[string, (i: { user: AuthUser | null; signedUpBefore: boolean; url: URL }) => string | null, string, string | null]>([
    ["token present", decideTokenRequired, "/auth/reset-password?token=t", null],
    ["urlToken present", decideTokenRequired, "/auth/reset-password?urlToken=t", null],
    ["no token → login", decideTokenRequired, "/auth/reset-password", "/auth/login"],
    ["social exchange code present", decideSocialReturn, "/auth/process?code=c&to=%2Fevents", null],
    ["social error present", decideSocialReturn, "/auth/process?error=state_mismatch", null],
    ["social return without code → 404", decideSocialReturn, "/auth/process?to=%2Fevents", "/404"],
    ["tokens in the URL are no longer a social return → 404", decideSocialReturn, "/auth/process?token=a&refresh_token=b&expires_in=900", "/404"],
    ["code present", decideCodeRequired, "/payout/process?code=c", null],
    ["code missing → 404", decideCodeRequired, "/payout/process", "/404"],
  ])("%s", (_name, guard, path, expected) => {
    expect(guard({ user: null, signedUpBefore: false, url: url(path) })).toBe(expected);
  });

  it("invite: no session → sign-up with optional email, keeping the invite path", () => {
    expect(decideInvite({ user: null, signedUpBefore: false, url: url("/accept-invite/abc?email=a%40b.co") })).toBe(
      "/auth/sign-up?to=%2Faccept-invite%2Fabc%3Femail%3Da%2540b.co&email=a%40b.co",
    );
    expect(decideInvite({ user: null, signedUpBefore: false, url: url("/accept-invite/abc") })).toBe(
      "/auth/sign-up?to=%2Faccept-invite%2Fabc",
    );
    expect(decideInvite({ user: complete, signedUpBefore: true, url: url("/accept-invite/abc") })).toBeNull();
  });

  it("verified phone: protected rules first, then the phone", () => {
    expect(decideVerifiedPhone({ user: null, signedUpBefore: true, url: url("/x") })).toBe("/auth/login?to=%2Fx");
    expect(decideVerifiedPhone({ user: as({ isPhoneNumberVerified: false }), signedUpBefore: true, url: url("/x") })).toBe(
      "/auth/verify-phone-number?to=%2Fx",
    );
    expect(decideVerifiedPhone({ user: complete, signedUpBefore: true, url: url("/x") })).toBeNull();
  });
});

describe("decideTerms", () => {
  const v = "v2";
  it.each<[string, AuthUser | null, string, string | null, string | null]>([
    ["agreed to the current version → through", as({ termsVersion: "v2" }), "/events", v, null],
    ["agreed to an older version → the dialog page, carrying the path", as({ termsVersion: "v1" }), "/events?tab=mine", v, "/terms-update?to=%2Fevents%3Ftab%3Dmine"],
    ["no version recorded (old session) → the dialog page", complete, "/profile", v, "/terms-update?to=%2Fprofile"],
    ["never agreed at all → the dialog page", as({ agreeToTermsAndConditions: false, termsVersion: "v2" }), "/events", v, "/terms-update?to=%2Fevents"],
    ["current version unknown (API down) and agreed once → through", as({ termsVersion: "v1" }), "/events", null, null],
    ["the dialog page itself is never redirected", as({ termsVersion: "v1" }), "/terms-update?to=%2Fevents", v, null],
    ["no session → not this guard's business", null, "/events", v, null],
    ["incomplete profile → sign-up-2 first, not terms", as({ isComplete: false, termsVersion: "v1" }), "/events", v, null],
    ["MFA pending → not yet", as({ mfaPending: true, termsVersion: "v1" }), "/events", v, null],
    ["deleted → not yet", as({ isDeleted: true, termsVersion: "v1" }), "/events", v, null],
  ])("%s", (_name, user, path, current, expected) => {
    expect(decideTerms({ user, signedUpBefore: true, url: url(path) }, current)).toBe(expected);
  });
});

describe("held invites", () => {
  const id = "0b6f1b9e-3c1d-4a8e-9a57-2f4f0c1d2e3a";
  it("the guest guard sends a complete user to the held invite before `to`", () => {
    expect(decideGuestOnly({ user: complete, signedUpBefore: true, url: url("/auth/login?to=%2Fevents"), inviteId: id })).toBe(`/accept-invite/${id}`);
  });
  it("an incomplete user still completes the profile first", () => {
    expect(decideGuestOnly({ user: as({ isComplete: false }), signedUpBefore: true, url: url("/auth/login"), inviteId: id })).toBe("/auth/sign-up-2");
  });
  it("only uuids are invite ids", () => {
    expect(isInviteId(id)).toBe(true);
    expect(isInviteId("../../evil")).toBe(false);
    expect(isInviteId(`${id}/x`)).toBe(false);
  });
  it("the sign-up page's Login link carries the held invite and the wanted path", () => {
    expect(loginLink("/events/x", id)).toBe(`/auth/login?to=%2Fevents%2Fx&inviteId=${id}`);
    expect(loginLink(null, null)).toBe("/auth/login");
  });
});
