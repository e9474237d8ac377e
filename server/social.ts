// The two parts of the API this thread needs, from their own modules: the API as a whole
// (api/server.ts) runs in its own thread and is not loaded here.
import { appleClientSecret } from "../api/access/social/apple-client-secret";
import { createDevOidcProvider } from "../api/access/social/dev-oidc-provider";
import type { SocialProviderOptions } from "../api/access/social/provider-client";
import type { ServerEnv } from "./env";
import type { RequestHandler } from "express";

export interface SocialSetup {
  providers: SocialProviderOptions[];
  /** The local OpenID provider to mount at /dev/oidc, when one stands in for a provider. */
  devOidcRouter?: RequestHandler;
  /** For the start banner: which provider is real and which is local. */
  summary: string[];
}

/**
 * Social providers from the environment: Google and Apple (sign-in) and X, Spotify and
 * Twitch (accounts connected to a profile) when their clients are configured, otherwise —
 * outside production, or with DEV_OIDC=true — the local OpenID provider under /dev/oidc.
 */
export function socialSetup(env: ServerEnv): SocialSetup {
  const { providers, devClients, summary } = socialProviders(env);
  const devIssuer = `${env.publicUrl}/dev/oidc`;
  const devOidcRouter = devClients.length
    ? madeOnFirstRequest(async () => (await createDevOidcProvider({ issuer: devIssuer, clients: devClients })).router)
    : undefined;
  return { providers, devOidcRouter, summary };
}

/**
 * A handler made when its first request comes. The local OpenID provider (oidc-provider, koa,
 * jose: some 800 KB of modules) is only asked for by a social sign-in; made at start, it would
 * sit in the web thread's heap for good, and every major garbage collection marks it again.
 */
export function madeOnFirstRequest(make: () => Promise<RequestHandler>): RequestHandler {
  let made: Promise<RequestHandler> | null = null;
  return (req, res, next) => {
    made ??= make().catch((error: unknown) => {
      made = null; // the next request tries again
      throw error;
    });
    made.then((inner) => inner(req, res, next), next);
  };
}

/** The providers alone (what the API needs), and the clients the local provider must know. */
export function socialProviders(env: ServerEnv): {
  providers: SocialProviderOptions[];
  devClients: { clientId: string; clientSecret: string; redirectUris: string[] }[];
  summary: string[];
} {
  const providers: SocialProviderOptions[] = [];
  const summary: string[] = [];
  const devIssuer = `${env.publicUrl}/dev/oidc`;
  const devClients: { clientId: string; clientSecret: string; redirectUris: string[] }[] = [];
  const useDev = (name: string, connectOnly = false) => {
    const client = { clientId: `dev-${name}`, clientSecret: `dev-${name}-secret`, redirectUris: [`${env.publicUrl}/api/auth/${name}/callback`] };
    devClients.push(client);
    providers.push({ name, issuer: devIssuer, clientId: client.clientId, clientSecret: client.clientSecret, connectOnly });
    summary.push(`${name}: local OpenID provider at ${devIssuer}`);
  };

  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({ name: "google", issuer: "https://accounts.google.com", clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET });
    summary.push("google: Google");
  } else if (env.devOidc) {
    useDev("google");
  }

  if (env.APPLE_CLIENT_ID && (env.APPLE_CLIENT_SECRET || (env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY))) {
    providers.push({
      name: "apple",
      issuer: "https://appleid.apple.com",
      clientId: env.APPLE_CLIENT_ID,
      clientSecret:
        env.APPLE_CLIENT_SECRET ??
        appleClientSecret({ teamId: env.APPLE_TEAM_ID!, keyId: env.APPLE_KEY_ID!, privateKey: env.APPLE_PRIVATE_KEY!, clientId: env.APPLE_CLIENT_ID }),
      // Apple shares the e-mail only when asked with response_mode=form_post.
      responseMode: "form_post",
      scope: "openid email name",
    });
    summary.push("apple: Apple");
  } else if (env.devOidc) {
    useDev("apple");
  }

  // Accounts members connect to their profile (spec 1 §3 socialMedias), never sign in with.
  if (env.X_CLIENT_ID && env.X_CLIENT_SECRET) {
    providers.push({
      name: "twitter",
      issuer: "https://x.com",
      clientId: env.X_CLIENT_ID,
      clientSecret: env.X_CLIENT_SECRET,
      connectOnly: true,
      scope: "users.read tweet.read",
      oauth2: {
        authorizationEndpoint: "https://x.com/i/oauth2/authorize",
        tokenEndpoint: "https://api.x.com/2/oauth2/token",
        profileEndpoint: "https://api.x.com/2/users/me",
        profileFormat: "x",
      },
    });
    summary.push("twitter: X");
  } else if (env.devOidc) {
    useDev("twitter", true);
  }

  if (env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET) {
    providers.push({
      name: "spotify",
      issuer: "https://accounts.spotify.com",
      clientId: env.SPOTIFY_CLIENT_ID,
      clientSecret: env.SPOTIFY_CLIENT_SECRET,
      connectOnly: true,
      scope: "user-read-email",
      oauth2: {
        authorizationEndpoint: "https://accounts.spotify.com/authorize",
        tokenEndpoint: "https://accounts.spotify.com/api/token",
        profileEndpoint: "https://api.spotify.com/v1/me",
        profileFormat: "spotify",
      },
    });
    summary.push("spotify: Spotify");
  } else if (env.devOidc) {
    useDev("spotify", true);
  }

  // Twitch speaks OpenID Connect.
  if (env.TWITCH_CLIENT_ID && env.TWITCH_CLIENT_SECRET) {
    providers.push({
      name: "twitch",
      issuer: "https://id.twitch.tv/oauth2",
      clientId: env.TWITCH_CLIENT_ID,
      clientSecret: env.TWITCH_CLIENT_SECRET,
      connectOnly: true,
      scope: "openid user:read:email",
    });
    summary.push("twitch: Twitch");
  } else if (env.devOidc) {
    useDev("twitch", true);
  }

  return { providers, devClients, summary };
}
