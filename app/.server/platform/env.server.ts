import { z } from "zod";
import { FEATURE_FLAG_OVERRIDES, type FeatureFlagOverride } from "~/lib/feature-flags";

/** The web app's own settings, validated once; the Node entry fills in development secrets. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must hold at least one secret of 32+ characters"),
  UPSTREAM_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  MEDIA_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default("Gatherly"),
  DEV_OUTBOX: z.enum(["true", "false"]).optional(),
  FEATURE_FLAGS: z.enum(FEATURE_FLAG_OVERRIDES).default("clear"),
});

export interface WebEnv {
  production: boolean;
  sessionSecrets: string[];
  upstreamUrl: string;
  publicUrl: string;
  mediaUrl: string | null;
  productName: string;
  devOutbox: boolean;
  secureCookies: boolean;
  /** The operator's global override of the feature flags (app/lib/feature-flags.ts). */
  featureFlagOverride: FeatureFlagOverride;
}

let cached: WebEnv | undefined;

export function webEnv(): WebEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${details}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  cached = {
    production,
    sessionSecrets: e.SESSION_SECRET.split(",").map((s) => s.trim()).filter(Boolean),
    upstreamUrl: (e.UPSTREAM_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/$/, ""),
    publicUrl,
    mediaUrl: e.MEDIA_URL ?? null,
    productName: e.PRODUCT_NAME,
    devOutbox: e.DEV_OUTBOX ? e.DEV_OUTBOX === "true" : !production,
    secureCookies: publicUrl.startsWith("https://"),
    featureFlagOverride: e.FEATURE_FLAGS,
  };
  return cached;
}
