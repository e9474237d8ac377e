import { createWriteStream } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createLogger } from "./logger";
import type { ServerBuild } from "react-router";
import { createApi, type Api } from "../api/server";
import { createServerApp } from "./app";
import { loadServerEnv } from "./env";
import { createInvalidationBus } from "./redis-invalidation";
import { socialSetup } from "./social";
import { createSharedRateLimitStore } from "./rate-limit-store";

/** Production entry: `npm start` (after `npm run build`) and the Docker image run this, bundled to build/node/index.js. */
process.env.NODE_ENV ??= "production";

const env = loadServerEnv();
// The web app reads its settings from process.env (app/.server/env.server.ts).
process.env.SESSION_SECRET = env.sessionSecret;
process.env.UPSTREAM_URL = env.upstreamUrl;
process.env.PUBLIC_URL = env.publicUrl;
process.env.DEV_OUTBOX = String(env.devOutbox);
const social = await socialSetup(env);
// The web app shows a "Continue with …" button for each configured provider.
process.env.SOCIAL_PROVIDERS = social.providers.map((p) => p.name).join(",");

const logger = createLogger(env.LOG_LEVEL);
// "This event changed" from the API to every instance's page cache (docs/decisions/0007).
const invalidations = await createInvalidationBus(env.REDIS_URL, logger);

let api: Api | undefined;
if (env.API_ENABLED) {
  api = await createApi({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    publicUrl: env.publicUrl,
    jwtSecret: env.jwtSecret,
    production: env.production,
    devOutbox: env.devOutbox,
    seed: env.SEED_DEMO_DATA,
    productName: env.PRODUCT_NAME,
    smtpUrl: env.SMTP_URL,
    smsUrl: env.SMS_URL,
    redisUrl: env.REDIS_URL,
    logger: logger.child({ part: "api" }),
    onEventChanged: (eventId) => invalidations.publish(`event:${eventId}`),
    onQuery: queryTimingLog(env.QUERY_TIMING_LOG),
    socialProviders: social.providers,
  });
}

const build = (await import(pathToFileURL(resolve(process.cwd(), "build/server/index.js")).href)) as ServerBuild;
const sharedLimits = env.REDIS_URL ? await createSharedRateLimitStore(env.REDIS_URL, logger) : undefined;
const app = createServerApp({
  env,
  logger,
  apiRouter: api?.router,
  devOidcRouter: social.devOidcRouter,
  build,
  invalidations,
  rateLimitStore: sharedLimits?.store,
});

const server = app.listen(env.PORT, env.HOST, () => {
  const lines = [`\n  Ready on ${env.publicUrl}`];
  if (api) {
    lines.push(`  Platform API at ${env.publicUrl}/api (${env.DATABASE_URL ? "Postgres" : `PGlite in ${env.dataDir}`})`);
    if (api.demoAccounts.length) {
      lines.push("  Demo accounts:");
      for (const a of api.demoAccounts) lines.push(`    ${a.role.padEnd(9)} ${a.email}  /  ${a.password}`);
    }
    if (api.demoInviteUrl) lines.push(`  Demo invite: ${api.demoInviteUrl}`);
    if (social.summary.length) lines.push(`  Social sign-in: ${social.summary.join("; ")}`);
    if (env.devOutbox) lines.push(`  Outbox (e-mails and SMS sent): ${env.publicUrl}/dev/outbox`);
  } else {
    lines.push(`  Platform API upstream: ${env.upstreamUrl}`);
  }
  console.log(lines.join("\n") + "\n");
});
// Keep-alive longer than a typical load balancer's idle timeout.
server.keepAliveTimeout = 65_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  server.close();
  server.closeIdleConnections?.();
  await api?.close().catch((error) => logger.error(error));
  await invalidations.close().catch((error) => logger.error(error));
  await sharedLimits?.close().catch((error) => logger.error(error));
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

/** Diagnostics (`npm run bench`): one JSON line per SQL statement with its duration. */
function queryTimingLog(file: string | undefined) {
  if (!file) return undefined;
  const out = createWriteStream(file, { flags: "a" });
  return (sql: string, ms: number) => void out.write(JSON.stringify({ ms: Math.round(ms * 100) / 100, sql }) + "\n");
}
