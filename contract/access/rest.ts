// The access area's REST endpoints under /api/auth/ (api/access/http/): for each path,
// the body the web server sends and the answer it gets. Types only.

import type { AuthInfo } from "./auth-info";

export type { AuthInfo };

/** The times of a one-time code just sent (spec 1 §8). */
export interface CodeStatus {
  nextResend: string | null;
  expiredDate: string | null;
  blockedUntil: string | null;
}

/** WebAuthn options as JSON, handed on to the browser as they are. */
export type PasskeyOptionsJSON = Record<string, unknown>;

/** Options and the signed challenge token that must come back with the browser's answer. */
export interface PasskeyChallenge {
  options: PasskeyOptionsJSON;
  token: string;
}

/**
 * Checks whether an address belongs to an account (sign-up's availability check), per client
 * address per minute. Every other lookup of members by address counts each address against
 * the same limit (api/hosting/guests), so no endpoint answers more addresses than this one.
 */
export const ADDRESS_AVAILABILITY_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

/** The rate-limit key of those checks for one client address. */
export const addressAvailabilityKey = (ip: string | undefined) => `availability:ip:${ip ?? "unknown"}`;

/** A code is sent for: signing in, or confirming the second factor. */
export type OtpPurpose = "VerifySignIn";

export interface AccessRestEndpoints {
  "password/register": {
    body: {
      userName: string;
      password: string;
      name: string;
      dateOfBirth: string;
      phoneNumber: string;
      gender: string;
      agreeToTermsAndConditions: true;
    };
    response: AuthInfo;
  };
  "password/resend-register-email": { body: { userName: string; refreshToken: string }; response: { ok: true } };
  "password/verify-email-token": { body: { token: string }; response: AuthInfo };
  "password/check-email-availability": { body: { email: string }; response: { available: boolean } };
  "password/sign-in": { body: { userName: string; password: string }; response: AuthInfo };
  "sign-out": { body: Record<string, never>; response: undefined };
  "phone/start": { body: { phoneNumber: string }; response: CodeStatus };
  "phone/verify": { body: { phoneNumber: string; code: string }; response: AuthInfo };
  "password/verify-otp": { body: { refreshToken: string; otp: string; purpose: OtpPurpose }; response: AuthInfo };
  "password/resend-otp": { body: { refreshToken: string; purpose: OtpPurpose }; response: unknown };
  "phone/verify-number/start": { body: Record<string, never>; response: CodeStatus };
  "phone/verify-number/confirm": { body: { code: string }; response: unknown };
  "passkey/register/options": { body: { userName: string; displayName: string }; response: PasskeyChallenge };
  "passkey/register": { body: { attestationResponse: unknown; token: string; deviceName: string }; response: unknown };
  "passkey/login/options": { body: { userName?: string }; response: PasskeyChallenge };
  "passkey/login": { body: { assertionResponse: unknown; token: string }; response: AuthInfo };
  "social/exchange": { body: { code: string; binding: string }; response: AuthInfo };
}
