// The real Redis some API tests also run against (REDIS_URL, default the local one);
// those tests skip when it does not answer.
import { randomInt } from "node:crypto";
import { connectRedis, type RedisConnection } from "../http/rate-limit-redis.js";

export const TEST_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** A connection to the test Redis, or null when none answers within 1.5 s. */
export async function connectTestRedis(): Promise<RedisConnection | null> {
  try {
    const client = await Promise.race([
      connectRedis(TEST_REDIS_URL, () => {}),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 1500)),
    ]);
    await client.ping();
    return client;
  } catch {
    return null;
  }
}

/** Whether the test Redis answers (the probe's connection is closed again). */
export async function testRedisAnswers(): Promise<boolean> {
  const client = await connectTestRedis();
  await client?.quit();
  return client !== null;
}

/** A client address no earlier run used: Redis keeps its counts between runs. */
export const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
