// The store behind the web app's express-rate-limit: Redis when REDIS_URL is set, so all
// instances count together (the API's own limiter uses the same Redis), else in memory.
// Keys start with the deployment's name: deployments sharing one Redis count apart.
import type { Logger } from "pino";
import type { Store } from "express-rate-limit";

export interface SharedRateLimitStore {
  store: Store;
  close(): Promise<void>;
}

export async function createSharedRateLimitStore(redisUrl: string, logger: Logger, deploymentName: string): Promise<SharedRateLimitStore> {
  const prefix = `${deploymentName}:rl:web:`;
  // Loaded only when there is a Redis to talk to (this is called only with REDIS_URL set).
  const [{ createClient }, { RedisStore }] = await Promise.all([import("redis"), import("rate-limit-redis")]);
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
