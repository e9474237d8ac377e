import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createApi, type Api } from "../api/server";
import { createServerApp } from "./app";
import { loadServerEnv } from "./env";
import { createSharedRateLimitStore } from "./rate-limit-store";

/** Production entry: `npm start` (after `npm run build`) and the Docker image run this, bundled to build/node/index.js. */
process.env.NODE_ENV ??= "production";

const env = loadServerEnv();
// The web app reads its settings from process.env (app/.server/env.server.ts).
process.env.SESSION_SECRET = env.sessionSecret;
process.env.UPSTREAM_URL = env.upstreamUrl;
process.env.PUBLIC_URL = env.publicUrl;
process.env.DEV_OUTBOX = String(env.devOutbox);

const logger = pino({ level: env.LOG_LEVEL });

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
  });
}

const build = (await import(pathToFileURL(resolve(process.cwd(), "build/server/index.js")).href)) as ServerBuild;
const sharedLimits = env.REDIS_URL ? await createSharedRateLimitStore(env.REDIS_URL, logger) : undefined;
const app = createServerApp({ env, logger, apiRouter: api?.router, build, rateLimitStore: sharedLimits?.store });

const server = app.listen(env.PORT, env.HOST, () => {
  const lines = [`\n  Ready on ${env.publicUrl}`];
  if (api) {
    lines.push(`  Platform API at ${env.publicUrl}/api (${env.DATABASE_URL ? "Postgres" : `PGlite in ${env.dataDir}`})`);
    if (api.demoAccounts.length) {
      lines.push("  Demo accounts:");
      for (const a of api.demoAccounts) lines.push(`    ${a.role.padEnd(9)} ${a.email}  /  ${a.password}`);
    }
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
  await sharedLimits?.close().catch((error) => logger.error(error));
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
