import type { AuthUser } from "~/lib/auth-user";
import { readCookie, serializeCookie } from "./cookies.server";
import { webEnv } from "./env.server";
import { seal, unseal } from "./seal.server";
import type { AuthInfo } from "../../../contract/access/rest";

/** What /api/auth/* answers on sign-in, sign-up, e-mail verification and refresh. */
export type { AuthInfo };

export interface Flash {
  kind: "success" | "danger" | "info" | "warning";
  message: string;
}

export interface SessionData {
  auth?: { accessToken: string; refreshToken: string; accessExpiresAt: number; user: AuthUser };
  /** Between registration and the e-mail link: lets the visitor resend the link and return where they started. */
  pendingSignUp?: { email: string; refreshToken: string; returnTo: string };
  flash?: Flash;
  /**
   * While staff impersonates: the staff member's own refresh token, so that stopping
   * returns them to their own session without signing in again (docs/decisions/0008).
   */
  impersonator?: { userId: string; refreshToken: string };
  /** An invite opened before signing in (spec 1 §2.3): the guest guard brings the visitor back to it. */
  heldInviteId?: string;
  /** Codes feature: the phone-code attempt in progress (never the code itself). */
  phoneCode?: PhoneCodeState;
}

/** A code sent for phone sign-in or phone verification, as the API answered (ISO instants). */
export interface PhoneCodeState {
  purpose: "sign-in" | "verify-phone";
  phoneNumber: string;
  nextResend: string | null;
  expiredDate: string | null;
  blockedUntil: string | null;
}

const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;
const SIGNED_UP_MAX_AGE_S = 60 * 60 * 24 * 400;
const SEAL_PURPOSE = "session-v1";

function sessionCookieName(): string {
  return webEnv().secureCookies ? "__Host-session" : "session";
}

export const SIGNED_UP_COOKIE = "signed_up";

export function toAuthUser(info: AuthInfo): AuthUser {
  return {
    userId: info.userId,
    email: info.email,
    userName: info.userName ?? null,
    isComplete: info.isComplete,
    isDeleted: info.isDeleted,
    mfaPending: !info.skipMultiFactorAuthentication,
    isPhoneNumberVerified: info.isPhoneNumberVerified,
    agreeToTermsAndConditions: info.agreeToTermsAndConditions,
    impersonatedBy: info.impersonatedByUserId ?? null,
    termsVersion: info.termsVersion ?? null,
  };
}

/** The per-request view of the session cookie; written back only when changed. */
export class RequestSession {
  private changed = false;
  private markSignedUp = false;

  constructor(
    private data: SessionData,
    readonly signedUpBefore: boolean,
  ) {}

  get auth() {
    return this.data.auth;
  }
  get user(): AuthUser | null {
    return this.data.auth?.user ?? null;
  }
  get pendingSignUp() {
    return this.data.pendingSignUp;
  }

  signIn(info: AuthInfo, now = Date.now()) {
    this.data.auth = {
      accessToken: info.token,
      refreshToken: info.refreshToken,
      accessExpiresAt: now + info.expiresIn * 1000,
      user: toAuthUser(info),
    };
    delete this.data.pendingSignUp;
    this.markSignedUp = true;
    this.changed = true;
  }

  updateUser(patch: Partial<AuthUser>) {
    if (!this.data.auth) return;
    this.data.auth.user = { ...this.data.auth.user, ...patch };
    this.changed = true;
  }

  signOut() {
    delete this.data.auth;
    delete this.data.impersonator;
    this.changed = true;
  }

  get impersonator() {
    return this.data.impersonator;
  }

  /** Puts the staff member's session aside and continues as the impersonated user. */
  startImpersonation(info: AuthInfo) {
    if (!this.data.auth) return;
    this.data.impersonator = { userId: this.data.auth.user.userId, refreshToken: this.data.auth.refreshToken };
    this.signIn(info);
  }

  /** Forgets the impersonation; answers the staff member's refresh token to resume with. */
  takeImpersonator(): { userId: string; refreshToken: string } | undefined {
    const impersonator = this.data.impersonator;
    delete this.data.impersonator;
    delete this.data.auth;
    this.changed = true;
    return impersonator;
  }

  setPendingSignUp(pending: SessionData["pendingSignUp"]) {
    this.data.pendingSignUp = pending;
    this.markSignedUp = true;
    this.changed = true;
  }

  clearPendingSignUp() {
    if (!this.data.pendingSignUp) return;
    delete this.data.pendingSignUp;
    this.changed = true;
  }

  get heldInviteId(): string | null {
    return this.data.heldInviteId ?? null;
  }

  holdInvite(inviteId: string | null) {
    if ((this.data.heldInviteId ?? null) === inviteId) return;
    if (inviteId) this.data.heldInviteId = inviteId;
    else delete this.data.heldInviteId;
    this.changed = true;
  }

  get phoneCode(): PhoneCodeState | undefined {
    return this.data.phoneCode;
  }

  setPhoneCode(state: PhoneCodeState | undefined) {
    if (state) this.data.phoneCode = state;
    else delete this.data.phoneCode;
    this.changed = true;
  }

  flash(flash: Flash) {
    this.data.flash = flash;
    this.changed = true;
  }

  takeFlash(): Flash | undefined {
    const flash = this.data.flash;
    if (flash) {
      delete this.data.flash;
      this.changed = true;
    }
    return flash;
  }

  get isChanged() {
    return this.changed;
  }

  /** Set-Cookie header values for what changed. */
  commit(): string[] {
    const { sessionSecrets, secureCookies } = webEnv();
    const headers: string[] = [];
    if (this.changed) {
      const empty = !this.data.auth && !this.data.pendingSignUp && !this.data.flash && !this.data.heldInviteId && !this.data.phoneCode;
      headers.push(
        empty
          ? serializeCookie(sessionCookieName(), "", { maxAgeSeconds: 0, secure: secureCookies })
          : serializeCookie(sessionCookieName(), seal(JSON.stringify(this.data), sessionSecrets, SEAL_PURPOSE), {
              maxAgeSeconds: SESSION_MAX_AGE_S,
              secure: secureCookies,
            }),
      );
    }
    if (this.markSignedUp && !this.signedUpBefore) {
      headers.push(serializeCookie(SIGNED_UP_COOKIE, "1", { maxAgeSeconds: SIGNED_UP_MAX_AGE_S, secure: secureCookies }));
    }
    return headers;
  }
}

export function readSession(request: Request): RequestSession {
  const signedUpBefore = readCookie(request, SIGNED_UP_COOKIE) === "1";
  const raw = readCookie(request, sessionCookieName());
  if (!raw) return new RequestSession({}, signedUpBefore);
  const json = unseal(raw, webEnv().sessionSecrets, SEAL_PURPOSE);
  if (!json) return new RequestSession({}, signedUpBefore);
  try {
    return new RequestSession(JSON.parse(json) as SessionData, signedUpBefore);
  } catch {
    return new RequestSession({}, signedUpBefore);
  }
}
