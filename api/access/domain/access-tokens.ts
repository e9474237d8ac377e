// Access tokens: short-lived JWTs (HS256) naming the user (sub) and the session (sid).
// They are checked against the session on every request, so signing out ends them at once.
import { SignJWT, jwtVerify } from "jose";
import type { Clock } from "../../kernel/clock.js";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const IMPERSONATOR_CLAIM = "impersonated-by-user-id";
/** Tokens whose signature was already checked, kept by this process (the oldest go first). */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  /** Present when an operator acts as this user. */
  impersonatedByUserId: string | null;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a genuine, unexpired token; null otherwise. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  // Imported once: handing jose the raw bytes would import the key again on every call.
  const keyReady = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();
  return {
    async issue(claims) {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const payload: Record<string, string> = { sid: claims.sessionId };
      if (claims.impersonatedByUserId) payload[IMPERSONATOR_CLAIM] = claims.impersonatedByUserId;
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await keyReady);
      return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },
    async verify(token) {
      // A token is checked with HMAC once; after that only its expiry (by this clock) is looked at.
      const known = verified.get(token);
      if (known) {
        if (clock().getTime() < known.expiresAt) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await keyReady, { algorithms: ["HS256"], currentDate: clock() });
        const impersonator = payload[IMPERSONATOR_CLAIM];
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number") return null;
        const claims = {
          userId: payload.sub,
          sessionId: payload.sid,
          impersonatedByUserId: typeof impersonator === "string" ? impersonator : null,
        };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
