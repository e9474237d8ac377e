// The OpenID Connect relying party for one social sign-in provider, on `openid-client`:
// discovery, the authorization URL (code flow with state, nonce and PKCE S256), and the
// callback (state, `iss`, code exchange with the PKCE verifier, ID token signature, iss,
// aud, exp and nonce). The same code talks to Google, Apple and the local development
// provider; only the settings differ.
import * as oidc from "openid-client";

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
  /**
   * Connects accounts to a signed-in member's profile and never signs anyone in (X, Spotify,
   * Twitch: shown on the profile, not offered at sign-in).
   */
  connectOnly?: boolean;
  /** OAuth 2.0 without OpenID Connect (X, Spotify): the endpoints, and the profile read after the code exchange. */
  oauth2?: OAuth2ProviderSettings;
}

export interface OAuth2ProviderSettings {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Read with the access token: who signed in. */
  profileEndpoint: string;
  /** How the profile answers: X's `{ data: { id, name } }`, Spotify's `{ id, display_name, email }`, or OpenID userinfo. */
  profileFormat: "x" | "spotify" | "userinfo";
  /** How the client authenticates at the token endpoint (X and Spotify: HTTP Basic). */
  clientAuthentication?: "basic" | "post";
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const TIMEOUT_SECONDS = 10;

export class SocialProviderError extends Error {}

export interface SocialProviderClient {
  readonly name: string;
  /** Only for connecting an account to a signed-in member's profile. */
  readonly connectOnly: boolean;
  readonly responseMode: "query" | "form_post";
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; redirectUri: string }): Promise<string>;
  /**
   * Checks the provider's answer (every parameter it sent back to the callback) against
   * what this sign-in started with, exchanges the code and verifies the ID token it brings.
   * Throws SocialProviderError.
   */
  identify(input: { callback: Record<string, string>; redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<VerifiedIdentity>;
}

/** Plain http is allowed for the local OpenID provider on this machine, and for nothing else. */
function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
}

export function createSocialProviderClient(options: SocialProviderOptions): SocialProviderClient {
  if (options.oauth2) return createOAuth2ProfileClient(options, options.oauth2);
  const issuer = new URL(options.issuer);
  const insecure = isLocalIssuer(issuer);
  let discovered: Promise<oidc.ServerMetadata> | null = null;

  /** The provider's metadata, read once (and again on the next sign-in if it failed). */
  function metadata(): Promise<oidc.ServerMetadata> {
    discovered ??= oidc
      .discovery(issuer, options.clientId, undefined, oidc.None(), {
        timeout: TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .then((config) => config.serverMetadata())
      .catch((error: unknown) => {
        discovered = null;
        throw new SocialProviderError(`discovery of ${options.issuer} failed: ${String(error)}`);
      });
    return discovered;
  }

  /** A configuration per use: Apple's secret is a JWT that expires, made only for the token request. */
  async function configuration(withSecret: boolean): Promise<oidc.Configuration> {
    const secret = !withSecret ? undefined : typeof options.clientSecret === "function" ? await options.clientSecret() : options.clientSecret;
    const config = new oidc.Configuration(await metadata(), options.clientId, undefined, secret === undefined ? oidc.None() : oidc.ClientSecretPost(secret));
    config.timeout = TIMEOUT_SECONDS;
    if (insecure) oidc.allowInsecureRequests(config);
    return config;
  }

  const responseMode = options.responseMode ?? "query";

  return {
    name: options.name,
    connectOnly: options.connectOnly ?? false,
    responseMode,
    async authorizationUrl({ state, nonce, codeVerifier, redirectUri }) {
      return oidc.buildAuthorizationUrl(await configuration(false), {
        redirect_uri: redirectUri,
        scope: options.scope ?? "openid email profile",
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        ...(responseMode === "form_post" ? { response_mode: "form_post" } : {}),
      }).href;
    },
    async identify({ callback, redirectUri, state, nonce, codeVerifier }) {
      const config = await configuration(true);
      // The answer as the URL it came to (a form_post answer's fields become its query).
      const current = new URL(redirectUri);
      current.search = new URLSearchParams(callback).toString();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          expectedState: state,
          expectedNonce: nonce,
          pkceCodeVerifier: codeVerifier,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error("no ID token");
        return identityFromClaims(claims);
      } catch (error) {
        throw new SocialProviderError(`sign-in answer refused: ${reason(error)}`);
      }
    },
  };
}

/**
 * An OAuth 2.0 provider without OpenID Connect (X, Spotify), on the same `openid-client`: the
 * code flow with state and PKCE S256, the code exchanged at the token endpoint, then the
 * profile endpoint read with the access token says who it is. There is no ID token, so no
 * nonce: the state (bound to the browser's cookie) and the PKCE verifier tie the answer to
 * the round trip.
 */
function createOAuth2ProfileClient(options: SocialProviderOptions, settings: OAuth2ProviderSettings): SocialProviderClient {
  const authorization = new URL(settings.authorizationEndpoint);
  const insecure = isLocalIssuer(authorization);
  const metadata: oidc.ServerMetadata = {
    issuer: options.issuer,
    authorization_endpoint: settings.authorizationEndpoint,
    token_endpoint: settings.tokenEndpoint,
  };
  async function configuration(): Promise<oidc.Configuration> {
    const secret = typeof options.clientSecret === "function" ? await options.clientSecret() : options.clientSecret;
    const auth = settings.clientAuthentication === "post" ? oidc.ClientSecretPost(secret) : oidc.ClientSecretBasic(secret);
    const config = new oidc.Configuration(metadata, options.clientId, undefined, auth);
    config.timeout = TIMEOUT_SECONDS;
    if (insecure) oidc.allowInsecureRequests(config);
    return config;
  }
  return {
    name: options.name,
    connectOnly: options.connectOnly ?? false,
    responseMode: "query",
    async authorizationUrl({ state, codeVerifier, redirectUri }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: options.scope ?? "",
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      }).href;
    },
    async identify({ callback, redirectUri, state, codeVerifier }) {
      const config = await configuration();
      const current = new URL(redirectUri);
      current.search = new URLSearchParams(callback).toString();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, current, { expectedState: state, pkceCodeVerifier: codeVerifier, idTokenExpected: false });
        const answer = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(settings.profileEndpoint), "GET");
        if (!answer.ok) throw new Error(`the profile endpoint answered ${answer.status}`);
        return identityFromProfile(settings.profileFormat, await answer.json());
      } catch (error) {
        throw new SocialProviderError(`sign-in answer refused: ${reason(error)}`);
      }
    },
  };
}

/** Who a provider's profile answer names. X shares no e-mail; Spotify's is not verified by it. */
export function identityFromProfile(format: OAuth2ProviderSettings["profileFormat"], body: unknown): VerifiedIdentity {
  const json = (body ?? {}) as Record<string, unknown>;
  if (format === "userinfo") return identityFromClaims(json);
  const profile = format === "x" ? ((json.data ?? {}) as Record<string, unknown>) : json;
  const id = profile.id;
  if (typeof id !== "string" || !id) throw new Error("the profile names nobody");
  const name = format === "x" ? profile.name : profile.display_name;
  const email = format === "spotify" && typeof profile.email === "string" && profile.email.includes("@") ? profile.email.trim().toLowerCase() : null;
  return { subject: id, email, emailVerified: false, name: typeof name === "string" && name.trim() ? name.trim() : null };
}

/** For the log: openid-client wraps the precise check that failed (its message) in a general one. */
function reason(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) return `${error.error}${error.error_description ? `: ${error.error_description}` : ""}`;
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return inner instanceof Error ? inner.message : String(inner);
}

/** Reads the claims we use; Apple sends email_verified as the string "true". */
export function identityFromClaims(claims: Record<string, unknown>): VerifiedIdentity {
  const email = typeof claims.email === "string" && claims.email.includes("@") ? claims.email.trim().toLowerCase() : null;
  const verified = claims.email_verified === true || claims.email_verified === "true";
  const given = typeof claims.given_name === "string" ? claims.given_name : "";
  const family = typeof claims.family_name === "string" ? claims.family_name : "";
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : `${given} ${family}`.trim() || null;
  return { subject: String(claims.sub), email, emailVerified: Boolean(email) && verified, name };
}

