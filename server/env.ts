import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { parseSocialLinks } from "../contract/common/social-links";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Unset: decided from the other settings (see appMode below and docs/decisions/0014).
  APP_MODE: z.enum(["trial", "deployment"]).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  API_ENABLED: bool.default(true),
  // The built server runs the API on a worker thread (docs/decisions/0013); false: on the main thread.
  API_THREAD: bool.default(true),
  UPSTREAM_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL").optional(),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  TRUST_PROXY: z.string().default("loopback"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DEV_OUTBOX: bool.optional(),
  PRODUCT_NAME: z.string().min(1).default("Gatherly"),
  // The product's own social accounts for the public footer: "instagram=https://…,x=https://…".
  SOCIAL_LINKS: z.string().optional(),
  // Where stored images are served from when not from this server (a CDN in front of /api/media).
  MEDIA_URL: z.url().optional(),
  // The operator's global override of the feature flags (app/lib/feature-flags.ts).
  FEATURE_FLAGS: z.enum(["enable-all", "disable-all", "clear"]).default("clear"),
  SMTP_URL: z.string().optional(),
  SMS_URL: z.url("SMS_URL must be an https:// URL of a Twilio-compatible Messages API").optional(),
  // Form posts to /auth/* per client address per minute (web server ceiling in front of the API's own limits).
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // GraphQL requests to /api/graphql per client address per minute (the web app's own calls carry the visitor's address).
  GRAPHQL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Sign-ups per client address per hour (a venue's shared Wi-Fi may sign up a crowd at once).
  REGISTRATION_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "REDIS_URL must be a redis:// or rediss:// URL").optional(),
  // Prefixes every Redis key and channel, so deployments sharing one Redis keep apart. Unset: PUBLIC_URL's host, or "default".
  DEPLOYMENT_NAME: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/, "DEPLOYMENT_NAME must be 1-63 letters, digits, dots, dashes or underscores")
    .optional(),
  // Presigned uploads go to this S3-compatible bucket (docs/decisions/0083); unset: the API takes them itself.
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url("S3_ENDPOINT must be the URL of an S3-compatible service").optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  // Server-sent event streams (notifications, door summary) open at once, per member and per instance.
  STREAMS_PER_USER: z.coerce.number().int().min(1).default(10),
  STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).default(1000),
  // On SIGTERM: how long requests in flight may take to finish before the instance stops anyway.
  DRAIN_DEADLINE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
  SEED_DEMO_DATA: bool.default(true),
  QUERY_TIMING_LOG: z.string().optional(),
  // Social sign-in (server/social.ts). Unset client ids outside production: the local OpenID provider.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  // Accounts members connect to their profile (not sign-in providers): X, Spotify, Twitch.
  X_CLIENT_ID: z.string().min(1).optional(),
  X_CLIENT_SECRET: z.string().min(1).optional(),
  SPOTIFY_CLIENT_ID: z.string().min(1).optional(),
  SPOTIFY_CLIENT_SECRET: z.string().min(1).optional(),
  TWITCH_CLIENT_ID: z.string().min(1).optional(),
  TWITCH_CLIENT_SECRET: z.string().min(1).optional(),
  DEV_OIDC: bool.optional(),
  // Paid tickets through Stripe Checkout (both or neither). Unset: the local sandbox in a trial, no paid sales in a deployment.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)").optional(),
  STRIPE_CONNECT_CLIENT_ID: z.string().regex(/^ca_/, "STRIPE_CONNECT_CLIENT_ID must be a Connect client id (ca_…)").optional(),
  // Errors of the browser and the server go to Sentry (server/error-reporting.ts); unset: the server log only.
  SENTRY_DSN: z.url("SENTRY_DSN must be a Sentry DSN (https://key@host/project)").optional(),
  // Unset: the mode ("trial" or "deployment").
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
});

export type AppMode = "trial" | "deployment";

/** Hosts that only this machine reaches: a PUBLIC_URL on one of them is still a local trial. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function isLocalUrl(url: string | undefined): boolean {
  return !url || LOCAL_HOSTS.has(new URL(url).hostname);
}

/**
 * A local trial is what `npm start` gives with nothing configured; anything that reaches
 * real people (a public address, a database server, a mail or SMS transport) makes it a
 * deployment, unless APP_MODE says otherwise.
 */
function appMode(e: z.infer<typeof schema>): AppMode {
  const local = isLocalUrl(e.PUBLIC_URL);
  if (e.APP_MODE === "trial" && !local) {
    throw new Error(`Invalid environment:\n  APP_MODE=trial cannot serve the public address ${e.PUBLIC_URL}: a local trial has demo accounts with published passwords.`);
  }
  if (e.APP_MODE) return e.APP_MODE;
  return !local || e.DATABASE_URL || e.SMTP_URL || e.SMS_URL ? "deployment" : "trial";
}

export type ServerEnv = ReturnType<typeof loadServerEnv>;

/**
 * Reads and checks the environment once at start; a bad value stops the
 * process with a clear message. In a local trial, missing secrets are generated
 * once and kept in DATA_DIR so sessions survive restarts; a deployment must set them.
 */
export function loadServerEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const mode = appMode(e);
  const trial = mode === "trial";
  const dataDir = resolve(e.DATA_DIR);
  let sessionSecret = e.SESSION_SECRET;
  let jwtSecret = e.JWT_SECRET;
  if (!sessionSecret || !jwtSecret) {
    if (!trial) {
      throw new Error(
        "Invalid environment:\n  SESSION_SECRET and JWT_SECRET are required in a deployment (generated ones are for a local trial only).",
      );
    }
    const generated = generatedSecrets(dataDir);
    sessionSecret ??= generated.sessionSecret;
    jwtSecret ??= generated.jwtSecret;
  }
  if (sessionSecret.split(",").some((s) => s.trim().length < 32)) {
    throw new Error("Invalid environment:\n  SESSION_SECRET: each secret must be at least 32 characters.");
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error("Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (the webhook's outcomes complete the orders).");
  }
  if (e.STRIPE_CONNECT_CLIENT_ID && !e.STRIPE_SECRET_KEY) {
    throw new Error("Invalid environment:\n  STRIPE_CONNECT_CLIENT_ID needs STRIPE_SECRET_KEY (the platform's key trades the members' codes).");
  }
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new Error("Invalid environment:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the keys that sign the upload URLs).");
  }
  const socialLinks = parseSocialLinks(e.SOCIAL_LINKS);
  if (socialLinks.error) throw new Error(`Invalid environment:\n  SOCIAL_LINKS: ${socialLinks.error}.`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    ...e,
    production,
    dataDir,
    sessionSecret,
    jwtSecret,
    publicUrl,
    socialLinks: socialLinks.links,
    upstreamUrl: (e.UPSTREAM_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/$/, ""),
    mode,
    trial,
    devOutbox: e.DEV_OUTBOX ?? trial,
    devOidc: e.DEV_OIDC ?? trial,
    // Demo accounts have published passwords: never in a deployment.
    seedDemoData: trial && e.SEED_DEMO_DATA,
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } : undefined,
    stripeConnect: e.STRIPE_SECRET_KEY && e.STRIPE_CONNECT_CLIENT_ID ? { secretKey: e.STRIPE_SECRET_KEY, clientId: e.STRIPE_CONNECT_CLIENT_ID } : undefined,
    objectStorage:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            // S3-compatible services other than AWS mostly name the bucket in the path.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    errorReporting: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT ?? mode } : null,
    deploymentName: e.DEPLOYMENT_NAME ?? (e.PUBLIC_URL ? new URL(e.PUBLIC_URL).host.replace(/[^A-Za-z0-9._-]/g, "_") : "default"),
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function generatedSecrets(dataDir: string): { sessionSecret: string; jwtSecret: string } {
  const file = join(dataDir, "dev-secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secrets = { sessionSecret: randomBytes(32).toString("base64url"), jwtSecret: randomBytes(32).toString("base64url") };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
