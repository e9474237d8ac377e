import { describe, expect, it } from "vitest";
import type { AuthUser } from "./auth-user";
import { decideImpersonationLogin, decideOwnerOnly, decideRecover, decideTokenRequired } from "./guards";

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

describe("decideRecover", () => {
  it.each<[string, AuthUser | null, boolean, string | null]>([
    ["no session, signed up before → login", null, true, "/auth/login"],
    ["no session, new browser → sign-up", null, false, "/auth/sign-up"],
    ["MFA pending → mfa", as({ isDeleted: true, mfaPending: true }), true, "/auth/mfa"],
    ["active account → home", complete, true, "/"],
    ["deleted account → stays", as({ isDeleted: true }), true, null],
    ["deleted and incomplete → stays (recover first)", as({ isDeleted: true, isComplete: false }), true, null],
  ])("%s", (_name, user, signedUpBefore, expected) => {
    expect(decideRecover({ user, signedUpBefore, url: url("/auth/recover") })).toBe(expected);
  });
});

describe("decideImpersonationLogin", () => {
  it.each<[string, AuthUser | null, string | null]>([
    ["no session → login carrying the page", null, "/auth/login?to=%2Fauth%2Fim-login"],
    ["deleted → recover", as({ isDeleted: true }), "/auth/recover"],
    ["incomplete → sign-up-2", as({ isComplete: false }), "/auth/sign-up-2?to=%2Fauth%2Fim-login"],
    ["already impersonating → home (stop first)", as({ impersonatedBy: "staff-1" }), "/"],
    ["signed in → stays (the API checks the role)", complete, null],
  ])("%s", (_name, user, expected) => {
    expect(decideImpersonationLogin({ user, signedUpBefore: true, url: url("/auth/im-login") })).toBe(expected);
  });
});

describe("decideOwnerOnly", () => {
  it.each<[string, AuthUser | null, string | null]>([
    ["no session → login", null, "/auth/login?to=%2Fprofile%2Fsettings%2Fpassword"],
    ["impersonating → back to settings", as({ impersonatedBy: "staff-1" }), "/profile/settings"],
    ["owner → stays", complete, null],
  ])("%s", (_name, user, expected) => {
    expect(decideOwnerOnly({ user, signedUpBefore: true, url: url("/profile/settings/password") })).toBe(expected);
  });
});

describe("decideTokenRequired on the reset and e-mail change links", () => {
  it.each<[string, string, string | null]>([
    ["reset with token", "/auth/reset-password?token=abc", null],
    ["reset with urlToken", "/auth/reset-password?urlToken=abc", null],
    ["reset without token → login", "/auth/reset-password", "/auth/login"],
    ["reset with empty token → login", "/auth/reset-password?token=", "/auth/login"],
    ["e-mail change without token → login", "/tabs/profile/confirm-email", "/auth/login"],
  ])("%s", (_name, path, expected) => {
    expect(decideTokenRequired({ user: null, signedUpBefore: false, url: url(path) })).toBe(expected);
  });
});
