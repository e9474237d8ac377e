import { appleClientSecret, createDevOidcProvider, type SocialProviderOptions } from "../api/server";
import type { ServerEnv } from "./env";
import type { Router } from "express";

export interface SocialSetup {
  providers: SocialProviderOptions[];
  /** The local OpenID provider to mount at /dev/oidc, when one stands in for a provider. */
  devOidcRouter?: Router;
  /** For the start banner: which provider is real and which is local. */
  summary: string[];
}

/**
 * Social sign-in providers from the environment: Google and Apple when their clients
 * are configured (issuer discovery of the real providers), otherwise — outside
 * production, or with DEV_OIDC=true — the local OpenID provider under /dev/oidc.
 */
export async function socialSetup(env: ServerEnv): Promise<SocialSetup> {
  const { providers, devClients, summary } = socialProviders(env);
  const devIssuer = `${env.publicUrl}/dev/oidc`;
  const devOidcRouter = devClients.length ? (await createDevOidcProvider({ issuer: devIssuer, clients: devClients })).router : undefined;
  return { providers, devOidcRouter, summary };
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
  const useDev = (name: string) => {
    const client = { clientId: `dev-${name}`, clientSecret: `dev-${name}-secret`, redirectUris: [`${env.publicUrl}/api/auth/${name}/callback`] };
    devClients.push(client);
    providers.push({ name, issuer: devIssuer, clientId: client.clientId, clientSecret: client.clientSecret });
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

  return { providers, devClients, summary };
}
