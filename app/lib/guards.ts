import { href } from "react-router";
import type { AuthUser } from "./auth-user";
import { safeRedirect } from "./safe-redirect";

/**
 * Route guards of spec 1 §2.3 as pure decisions: each returns the path to
 * redirect to, or null to let the request through. Middleware runs them before
 * loaders and every action runs them again.
 */

export interface GuardInput {
  user: AuthUser | null;
  /** The visitor signed up or signed in on this browser before (a cookie). */
  signedUpBefore: boolean;
  url: URL;
  /** A held invite id (from /accept-invite), if any. */
  inviteId?: string | null;
  /** The auth modal is handling a login on this page. */
  isModalLogin?: boolean;
}

/** The path and query the visitor wanted, for `to`. */
export function wantedPath(url: URL): string {
  return url.pathname + url.search;
}

function withTo(path: string, to: string): string {
  return to === "/" ? path : `${path}?to=${encodeURIComponent(to)}`;
}

/** Where a visitor without a session goes to get one. */
export function signInPath(signedUpBefore: boolean, to: string): string {
  return withTo(signedUpBefore ? "/auth/login" : "/auth/sign-up", to);
}

/** Protected pages: MFA → recover → complete profile → sign in, in that order. */
export function decideProtected({ user, signedUpBefore, url, isModalLogin }: GuardInput): string | null {
  const to = wantedPath(url);
  if (!user) return signInPath(signedUpBefore, to);
  if (user.mfaPending && !isModalLogin) return withTo("/auth/mfa", to);
  if (user.isDeleted) return "/auth/recover";
  if (!user.isComplete) return withTo("/auth/sign-up-2", to);
  return null;
}

/**
 * Public pages a member also uses (the event list, spec 1 §2.3 allows public routes):
 * visitors pass; anyone with a session goes through the protected checks as before.
 */
export function decidePublicOrMember(input: GuardInput): string | null {
  return input.user ? decideProtected(input) : null;
}

function carriesUrlToken(path: string): boolean {
  try {
    return new URL(path, "http://local.invalid").searchParams.has("urlToken");
  } catch {
    return false;
  }
}

/** Guest-only pages (login, sign-up…): a fully signed-in visitor is sent on. */
export function decideGuestOnly({ user, url, inviteId }: GuardInput): string | null {
  if (url.pathname === "/auth/confirm-email") return null;
  if (!user || user.mfaPending) return null;
  if (user.isDeleted) return "/auth/recover";
  const to = url.searchParams.get("to");
  if (!user.isComplete) {
    if (url.pathname === "/auth/sign-up-2") return null;
    return withTo("/auth/sign-up-2", safeRedirect(to, "/"));
  }
  const from = url.searchParams.get("from");
  if (from && carriesUrlToken(from) && safeRedirect(from, "") !== "") return safeRedirect(from);
  if (inviteId) return `/accept-invite/${encodeURIComponent(inviteId)}`;
  if (url.searchParams.get("a") === "join-now") return "/legacy/pie-hub?a=join-now";
  if (to) return safeRedirect(to);
  return "/";
}

/** The second sign-up step: only for a signed-in user whose profile is incomplete. */
export function decideCompleteProfile({ user, signedUpBefore, url }: GuardInput): string | null {
  if (!user) return signInPath(signedUpBefore, "/");
  if (user.mfaPending) return "/auth/mfa";
  if (user.isDeleted) return "/auth/recover";
  if (user.isComplete) return safeRedirect(url.searchParams.get("to"), "/");
  return null;
}

/** Pages reached from an e-mailed link: a token or urlToken query is required. */
export function decideTokenRequired({ url }: GuardInput): string | null {
  const { searchParams } = url;
  return searchParams.get("token") || searchParams.get("urlToken") ? null : "/auth/login";
}

/** The invite page: visitors without a session sign up first, keeping an optional e-mail. */
export function decideInvite({ user, url }: GuardInput): string | null {
  if (user) return null;
  const email = url.searchParams.get("email");
  const to = wantedPath(url);
  const query = new URLSearchParams({ to });
  if (email) query.set("email", email);
  return `${href("/auth/sign-up")}?${query}`;
}

/** Invite ids are uuids; anything else is never held or put in a path. */
export function isInviteId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * Terms acceptance (spec 1 §4): a signed-in, complete user who has not agreed to the
 * current terms version goes to the "There's something new!" page, and comes back after.
 * Null current version (none published, or unknown right now) never blocks.
 */
export function decideTerms({ user, url }: GuardInput, currentVersion: string | null): string | null {
  if (!user || user.mfaPending || user.isDeleted || !user.isComplete) return null;
  if (url.pathname === TERMS_UPDATE_PATH) return null;
  const agreed = user.agreeToTermsAndConditions && (currentVersion === null || user.termsVersion === currentVersion);
  return agreed ? null : withTo(TERMS_UPDATE_PATH, wantedPath(url));
}

export const TERMS_UPDATE_PATH = href("/terms-update");

/**
 * The social sign-in return page (/auth/process). The old client received tokens in
 * this URL; we never put tokens in a URL (docs/decisions/0009): the API sends a
 * one-time `code` (or an `error`) and the web app exchanges the code server-side.
 * Without either, /404 as before.
 */
export function decideSocialReturn({ url }: GuardInput): string | null {
  const q = url.searchParams;
  return q.get("code") || q.get("error") ? null : "/404";
}

/** Pages that finish a provider round trip need its `code`. */
export function decideCodeRequired({ url }: GuardInput): string | null {
  return url.searchParams.get("code") ? null : "/404";
}

/** Variant of the protected guard that also demands a verified phone number. */
export function decideVerifiedPhone(input: GuardInput): string | null {
  const protectedDecision = decideProtected(input);
  if (protectedDecision) return protectedDecision;
  if (!input.user!.isPhoneNumberVerified) return withTo("/auth/verify-phone-number", wantedPath(input.url));
  return null;
}

// ---------------------------------------------------------------- account life cycle

/** /auth/recover: only for a signed-in account flagged deleted; everyone else goes where they belong. */
export function decideRecover({ user, signedUpBefore }: GuardInput): string | null {
  if (!user) return signInPath(signedUpBefore, "/");
  if (user.mfaPending) return "/auth/mfa";
  if (!user.isDeleted) return "/";
  return null;
}

/**
 * /auth/im-login: a fully signed-in member (the API then checks the staff role), and
 * not one already impersonating: they stop first.
 */
export function decideImpersonationLogin(input: GuardInput): string | null {
  const protectedDecision = decideProtected(input);
  if (protectedDecision) return protectedDecision;
  if (input.user!.impersonatedBy) return "/";
  return null;
}

/** Changes of password, e-mail and second factor belong to the account's owner: not while impersonating. */
export function decideOwnerOnly(input: GuardInput): string | null {
  const protectedDecision = decideProtected(input);
  if (protectedDecision) return protectedDecision;
  if (input.user!.impersonatedBy) return "/profile/settings";
  return null;
}
