import { describe, expect, it } from "vitest";
import { loadServerEnv } from "./env";
import { webSettingsFrom } from "./web-settings";

const base = {
  NODE_ENV: "production",
  PORT: "3400",
  APP_MODE: "deployment",
  PUBLIC_URL: "https://events.example.com",
  SESSION_SECRET: "first-session-secret-0123456789abcdef, second-session-secret-0123456789abcdef",
  JWT_SECRET: "jwt-secret-0123456789abcdef0123456789abcdef",
  PRODUCT_NAME: "Night Owls",
  MEDIA_URL: "https://media.example.com",
  FEATURE_FLAGS: "enable-all",
  SENTRY_DSN: "https://public@errors.example.com/7",
  SOCIAL_LINKS: "instagram=https://instagram.com/nightowls",
};

describe("the web app's settings", () => {
  it("come from the environment parsed once, which they leave as it was", () => {
    const source = { ...base };
    const settings = webSettingsFrom(loadServerEnv(source), { upstreamUrl: "http://127.0.0.1:4100", socialProviders: ["google"] });
    expect(settings).toEqual({
      production: true,
      sessionSecrets: ["first-session-secret-0123456789abcdef", "second-session-secret-0123456789abcdef"],
      upstreamUrl: "http://127.0.0.1:4100",
      publicUrl: "https://events.example.com",
      mediaUrl: "https://media.example.com",
      productName: "Night Owls",
      socialLinks: [{ network: "instagram", url: "https://instagram.com/nightowls" }],
      devOutbox: false,
      secureCookies: true,
      featureFlagOverride: "enable-all",
      socialProviders: ["google"],
      errorReporting: { dsn: "https://public@errors.example.com/7", environment: "deployment" },
    });
    expect(source).toEqual(base);
  });

  it("default to this server's own API and plain cookies on a local address", () => {
    const { PUBLIC_URL: _, MEDIA_URL: __, FEATURE_FLAGS: ___, APP_MODE: ____, SENTRY_DSN: _____, ...local } = base;
    const settings = webSettingsFrom(loadServerEnv({ ...local, DATA_DIR: "/tmp/web-settings-test" }));
    expect(settings.upstreamUrl).toBe("http://127.0.0.1:3400");
    expect(settings.publicUrl).toBe("http://localhost:3400");
    expect(settings.secureCookies).toBe(false);
    expect(settings.mediaUrl).toBeNull();
    expect(settings.featureFlagOverride).toBe("clear");
    expect(settings.devOutbox).toBe(true);
    expect(settings.errorReporting).toBeNull();
  });

  it("refuse a feature-flag override the app does not know", () => {
    expect(() => loadServerEnv({ ...base, FEATURE_FLAGS: "all-on" })).toThrow(/FEATURE_FLAGS/);
  });
});
