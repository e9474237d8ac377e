// The invalidation bus across processes: every instance of a deployment publishes and
// subscribes on the deployment's Redis channel, so a change made through any API instance
// purges the cached page in every web instance of that deployment, and of no other
// (channels are global to a Redis server, whatever database number REDIS_URL names).
// Without REDIS_URL: in process only (server/invalidation.ts).
import type { Logger } from "pino";
import { createLocalInvalidationBus, type InvalidationBus } from "./invalidation";

/** The channel of a deployment's purges (DEPLOYMENT_NAME). */
export const invalidationChannel = (deploymentName: string) => `${deploymentName}:page-cache:invalidate`;

export async function createInvalidationBus(redisUrl: string | undefined, deploymentName: string, logger: Logger): Promise<InvalidationBus> {
  const local = createLocalInvalidationBus();
  if (!redisUrl) return local;
  const channel = invalidationChannel(deploymentName);

  // Loaded only when there is a Redis to talk to: the client is some 650 modules.
  const { createClient } = await import("redis");
  const publisher = createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    client.on("error", (error) => logger.warn({ err: error }, "redis (page cache invalidation) unavailable"));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  // Our own messages come back through Redis too: local subscribers hear each tag once.
  await subscriber.subscribe(channel, (tag) => local.publish(tag));
  return {
    publish(tag) {
      publisher.publish(channel, tag).catch((error) => {
        // Redis down: this instance still purges; the others fall back on the short TTL.
        logger.warn({ err: error, tag }, "could not publish a page cache invalidation");
        local.publish(tag);
      });
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
      await local.close();
    },
  };
}
