// The web app's settings (app/.server/platform/env.server.ts, WebEnv), made from the
// environment the server parsed once at start. The two sides share no imports, so this
// mirrors that type; the app's typecheck of the entry's configureWebEnv keeps them in step.
import type { ServerEnv } from "./env";

export interface WebSettings {
  production: boolean;
  sessionSecrets: string[];
  upstreamUrl: string;
  publicUrl: string;
  mediaUrl: string | null;
  productName: string;
  socialLinks: ServerEnv["socialLinks"];
  devOutbox: boolean;
  secureCookies: boolean;
  featureFlagOverride: ServerEnv["FEATURE_FLAGS"];
  socialProviders: string[];
  /** For the browser's SDK (the DSN is public by design); null without SENTRY_DSN. */
  errorReporting: { dsn: string; environment: string } | null;
}

export function webSettingsFrom(
  env: ServerEnv,
  { upstreamUrl = env.upstreamUrl, socialProviders = [] }: { upstreamUrl?: string; socialProviders?: string[] } = {},
): WebSettings {
  return {
    production: env.production,
    sessionSecrets: env.sessionSecret.split(",").map((s) => s.trim()).filter(Boolean),
    upstreamUrl,
    publicUrl: env.publicUrl,
    mediaUrl: env.MEDIA_URL ?? null,
    productName: env.PRODUCT_NAME,
    socialLinks: env.socialLinks,
    devOutbox: env.devOutbox,
    secureCookies: env.publicUrl.startsWith("https://"),
    featureFlagOverride: env.FEATURE_FLAGS,
    socialProviders,
    errorReporting: env.errorReporting,
  };
}
