// The store behind the web app's express-rate-limit: Redis when REDIS_URL is set, so all
// instances count together (the API's own limiter uses the same Redis), else in memory.
import type { Logger } from "pino";
import { createClient } from "redis";
import { RedisStore } from "rate-limit-redis";
import type { Store } from "express-rate-limit";

export interface SharedRateLimitStore {
  store: Store;
  close(): Promise<void>;
}

export async function createSharedRateLimitStore(redisUrl: string, logger: Logger, prefix = "rl:web:"): Promise<SharedRateLimitStore> {
  const client = createClient({ url: redisUrl });
  client.on("error", (error) => logger.error({ err: error }, "redis connection error (web rate limits)"));
  await client.connect();
  return {
    store: new RedisStore({ prefix, sendCommand: (...args: string[]) => client.sendCommand(args) }),
    close: async () => {
      await client.quit();
    },
  };
}
