// An OpenID Connect relying party for one provider: discovery, the authorization URL
// (code flow with state, PKCE S256 and nonce), the code exchange, and the ID token check
// (signature by the provider's JWKS, iss, aud, exp, nonce). The same code talks to
// Google, Apple and the local development provider; only the settings differ.
import { createHash } from "node:crypto";
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT, type JWTPayload } from "jose";

export interface SocialProviderOptions {
  /** The path segment: google, apple. */
  name: string;
  /** OpenID issuer; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  /** A fixed secret, or Apple's signed client-secret JWT made per token request. */
  clientSecret: string | (() => Promise<string>);
  /** Apple answers by POST when asked for the e-mail (response_mode=form_post). */
  responseMode?: "query" | "form_post";
  scope?: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const TIMEOUT_MS = 10_000;

export class SocialProviderError extends Error {}

export function pkceChallenge(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export interface OidcClient {
  readonly name: string;
  readonly responseMode: "query" | "form_post";
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<string>;
  /** Exchanges the code and verifies the ID token it brings; throws SocialProviderError. */
  identify(input: { code: string; codeVerifier: string; redirectUri: string; nonce: string }): Promise<VerifiedIdentity>;
}

export function createOidcClient(options: SocialProviderOptions): OidcClient {
  let discovery: Promise<Discovery> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  function discover(): Promise<Discovery> {
    discovery ??= (async () => {
      const url = `${options.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new SocialProviderError(`discovery of ${options.issuer} answered ${response.status}`);
      const document = (await response.json()) as Discovery;
      if (document.issuer !== options.issuer) throw new SocialProviderError(`issuer mismatch in discovery of ${options.issuer}`);
      return document;
    })().catch((error) => {
      discovery = null; // try again on the next sign-in
      throw error;
    });
    return discovery;
  }

  const responseMode = options.responseMode ?? "query";

  return {
    name: options.name,
    responseMode,
    async authorizationUrl({ state, nonce, codeVerifier, redirectUri }) {
      const { authorization_endpoint } = await discover();
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: options.scope ?? "openid email profile",
        state,
        nonce,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: "S256",
        ...(responseMode === "form_post" ? { response_mode: "form_post" } : {}),
      }).toString();
      return url.href;
    },
    async identify({ code, codeVerifier, redirectUri, nonce }) {
      const meta = await discover();
      const secret = typeof options.clientSecret === "function" ? await options.clientSecret() : options.clientSecret;
      let response: Response;
      try {
        response = await fetch(meta.token_endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: new URLSearchParams({
            grant_type: "authorization_code",
            code,
            redirect_uri: redirectUri,
            code_verifier: codeVerifier,
            client_id: options.clientId,
            client_secret: secret,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SocialProviderError(`token request failed: ${String(error)}`);
      }
      const body = (await response.json().catch(() => null)) as { id_token?: string; error?: string } | null;
      if (!response.ok || !body?.id_token) throw new SocialProviderError(`token request answered ${response.status} ${body?.error ?? ""}`);
      jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(body.id_token, jwks, {
          issuer: meta.issuer,
          audience: options.clientId,
          requiredClaims: ["sub", "exp", "iat"],
        }));
      } catch (error) {
        throw new SocialProviderError(`ID token rejected: ${String(error)}`);
      }
      if (claims.nonce !== nonce) throw new SocialProviderError("ID token nonce mismatch");
      return identityFromClaims(claims);
    },
  };
}

/** Reads the claims we use; Apple sends email_verified as the string "true". */
export function identityFromClaims(claims: JWTPayload): VerifiedIdentity {
  const email = typeof claims.email === "string" && claims.email.includes("@") ? claims.email.trim().toLowerCase() : null;
  const verified = claims.email_verified === true || claims.email_verified === "true";
  const given = typeof claims.given_name === "string" ? claims.given_name : "";
  const family = typeof claims.family_name === "string" ? claims.family_name : "";
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : `${given} ${family}`.trim() || null;
  return { subject: String(claims.sub), email, emailVerified: Boolean(email) && verified, name };
}

/**
 * Apple's client secret is a short-lived ES256 JWT signed with the team's key
 * (https://developer.apple.com/documentation/accountorganizationaldatasharing/creating-a-client-secret).
 */
export function appleClientSecret(input: { teamId: string; keyId: string; privateKey: string; clientId: string; now?: () => Date }) {
  let cached: { value: string; expiresAt: number } | null = null;
  return async () => {
    const now = (input.now ?? (() => new Date()))().getTime();
    if (cached && cached.expiresAt - 60_000 > now) return cached.value;
    const key = await importPKCS8(input.privateKey.replace(/\\n/g, "\n"), "ES256");
    const expiresAt = now + 3600_000;
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: input.keyId })
      .setIssuer(input.teamId)
      .setSubject(input.clientId)
      .setAudience("https://appleid.apple.com")
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(key);
    cached = { value, expiresAt };
    return value;
  };
}
