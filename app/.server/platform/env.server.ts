import type { FeatureFlagOverride } from "~/lib/feature-flags";
import type { SocialLink } from "../../../contract/common/social-links";

/**
 * The web app's settings: one typed object, made by the Node server from the environment it
 * parsed once with zod at start (server/env.ts, server/web-settings.ts) and handed to the app
 * through the build's entry (app/entry.server.tsx) before the first request. Nothing here
 * reads process.env.
 */
export interface WebEnv {
  production: boolean;
  /** Cookie sealing secrets: the first seals, every one opens (rotation). */
  sessionSecrets: string[];
  /** Where the platform API answers over HTTP (its own thread is reached without HTTP). */
  upstreamUrl: string;
  publicUrl: string;
  mediaUrl: string | null;
  productName: string;
  /** The product's own social accounts, linked from the public footer (SOCIAL_LINKS; none by default). */
  socialLinks: SocialLink[];
  devOutbox: boolean;
  secureCookies: boolean;
  /** The operator's global override of the feature flags (app/lib/feature-flags.ts). */
  featureFlagOverride: FeatureFlagOverride;
  /** Every social provider the server configured, sign-in or connect-only (server/social.ts). */
  socialProviders: string[];
  /** Browser errors go here when set (app/lib/error-reporting.ts); the DSN is public by design. */
  errorReporting: { dsn: string; environment: string } | null;
}

let current: WebEnv | undefined;

/** Called by the Node server (through the build's entry) at start, and by tests. */
export function configureWebEnv(settings: WebEnv): void {
  current = Object.freeze({ ...settings, sessionSecrets: [...settings.sessionSecrets], socialLinks: settings.socialLinks.map((link) => ({ ...link })), socialProviders: [...settings.socialProviders], errorReporting: settings.errorReporting ? { ...settings.errorReporting } : null });
}

export function webEnv(): WebEnv {
  if (!current) throw new Error("The web app's settings were not given: the Node server passes them at start (configureWebEnv).");
  return current;
}
