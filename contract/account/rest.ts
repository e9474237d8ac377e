// The account area's REST endpoints under /api/auth/ (api/auth/account-router.ts): for
// each path, the body the web server sends and the answer it gets. Types only.
import type { AuthInfo } from "../access/rest";

export interface AccountRestEndpoints {
  "password/recover": { body: { email: string }; response: { message: string } };
  "password/reset": { body: { token: string; password: string }; response: { ok: true } };
  /** A password reset link's token: still usable (200) or BAD_USER_INPUT with resetLinkInvalid. */
  "validate-token": { body: { token: string }; response: { valid: true } };
  "password/start-update-password": { body: { currentPassword: string }; response: { ticket: string } };
  "password/update-password": { body: { ticket: string; newPassword: string; signOutOtherSessions: boolean }; response: unknown };
  "password/im-sign-in": { body: { userName: string }; response: AuthInfo };
  "social/connect": { body: { provider: string }; response: SocialConnectStart };
}

/** POST /api/auth/social/connect (signed in): where to send the browser, and the binding cookie's value to set first. */
export interface SocialConnectStart {
  location: string;
  binding: string;
}
