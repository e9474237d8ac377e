// The rate limiter on Redis, so every instance counts the same attempts (REDIS_URL).
// Same fixed windows as the in-memory one: a key's window opens at its first attempt.
// Each hit is one atomic script (INCR, and PEXPIRE on the first), so concurrent
// instances never lose a count or leave a key without expiry.
import { createClient } from "redis";
import type { RateLimiter, RateLimitResult } from "./rate-limit.js";

/** The commands the limiter needs; satisfied by a node-redis client. */
export interface RedisCommands {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

const HIT = `
local cost = tonumber(ARGV[2] or "1")
local count = redis.call("INCRBY", KEYS[1], cost)
if count == cost then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then redis.call("PEXPIRE", KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const RELEASE = `
local count = tonumber(redis.call("GET", KEYS[1]) or "0")
if count > 0 then redis.call("DECR", KEYS[1]) end
return {count, 0}`;

const PEEK = `
local count = tonumber(redis.call("GET", KEYS[1]) or "0")
local ttl = redis.call("PTTL", KEYS[1])
return {count, ttl}`;

export function createRedisRateLimiter(redis: RedisCommands, prefix = "rl:api:"): RateLimiter {
  const run = async (script: string, key: string, windowMs: number, cost = 1) => {
    const reply = (await redis.eval(script, { keys: [prefix + key], arguments: [String(windowMs), String(cost)] })) as [number, number];
    return { count: Number(reply[0]), ttl: Math.max(0, Number(reply[1])) };
  };
  const result = (allowed: boolean, ttl: number): RateLimitResult => ({ allowed, retryAfterMs: allowed ? 0 : ttl });
  return {
    async hit(key, limit, windowMs, cost = 1) {
      const { count, ttl } = await run(HIT, key, windowMs, cost);
      return result(count <= limit, ttl);
    },
    async peek(key, limit, windowMs) {
      const { count, ttl } = await run(PEEK, key, windowMs);
      return result(count < limit, ttl);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async release(key) {
      await run(RELEASE, key, 0);
    },
  };
}

const newClient = (url: string) => createClient({ url });
export type RedisConnection = ReturnType<typeof newClient>;

/** Connects to REDIS_URL; errors after the first connection are logged by the caller's handler, the client reconnects. */
export async function connectRedis(url: string, onError: (error: unknown) => void): Promise<RedisConnection> {
  const client = newClient(url);
  client.on("error", onError);
  await client.connect();
  return client;
}
