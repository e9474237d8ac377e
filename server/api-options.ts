import { createWriteStream } from "node:fs";
import type { Logger } from "pino";
import type { ApiOptions, SocialProviderOptions } from "../api/server";
import type { ServerEnv } from "./env";

/** The platform API's settings from the server's environment (in process, on the API thread, in development). */
export function apiOptionsFromEnv(
  env: ServerEnv,
  logger: Logger,
  extra: { socialProviders: SocialProviderOptions[]; onEventChanged?: (eventId: string) => void },
): ApiOptions {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    publicUrl: env.publicUrl,
    jwtSecret: env.jwtSecret,
    production: env.production,
    devOutbox: env.devOutbox,
    trial: env.trial,
    seed: env.seedDemoData,
    productName: env.PRODUCT_NAME,
    smtpUrl: env.SMTP_URL,
    smsUrl: env.SMS_URL,
    redisUrl: env.REDIS_URL,
    deploymentName: env.deploymentName,
    streamsPerUser: env.STREAMS_PER_USER,
    streamsPerInstance: env.STREAMS_PER_INSTANCE,
    stripe: env.stripe,
    stripeConnect: env.stripeConnect,
    objectStorage: env.objectStorage,
    graphqlRateLimitPerMinute: env.GRAPHQL_RATE_LIMIT_PER_MINUTE,
    registrationRateLimitPerHour: env.REGISTRATION_RATE_LIMIT_PER_HOUR,
    logger: logger.child({ part: "api" }),
    onQuery: queryTimingLog(env.QUERY_TIMING_LOG),
    ...extra,
  };
}

/** Diagnostics (`npm run bench`): one JSON line per SQL statement with its duration. */
function queryTimingLog(file: string | undefined) {
  if (!file) return undefined;
  const out = createWriteStream(file, { flags: "a" });
  return (sql: string, ms: number) => void out.write(JSON.stringify({ ms: Math.round(ms * 100) / 100, sql }) + "\n");
}
