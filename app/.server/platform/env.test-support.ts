import { configureWebEnv, type WebEnv } from "./env.server";

/** Hands the web app test settings, as the Node server does at start; returns them. */
export function configureTestWebEnv(overrides: Partial<WebEnv> = {}): WebEnv {
  const settings: WebEnv = {
    production: false,
    sessionSecrets: ["test-session-secret-that-is-long-enough-0123456789"],
    upstreamUrl: "http://127.0.0.1:3000",
    publicUrl: "http://localhost:3000",
    mediaUrl: null,
    productName: "Gatherly",
    socialLinks: [],
    devOutbox: false,
    secureCookies: false,
    featureFlagOverride: "clear",
    socialProviders: [],
    errorReporting: null,
    ...overrides,
  };
  configureWebEnv(settings);
  return settings;
}
