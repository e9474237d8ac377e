// Runs against the real Redis at REDIS_URL (default redis://127.0.0.1:6379).
import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createRedisRateLimiter } from "./rate-limit-redis.js";
import { connectTestRedis, TEST_REDIS_URL } from "../test/redis.js";

const url = TEST_REDIS_URL;
const client = await connectTestRedis();

describe.skipIf(!client)(`Redis rate limiter (skipped: no Redis answers at ${url})`, () => {
  let prefix: string;
  beforeAll(() => {
    prefix = `rl:test:${randomUUID()}:`;
  });
  afterAll(async () => {
    if (!client) return;
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await client.del(keys);
    await client.quit();
  });

  test("allows up to the limit within a window, then refuses with the time left", async () => {
    const limiter = createRedisRateLimiter(client!, prefix);
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit("k", 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit("k", 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(58_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.peek("k", 3, 60_000)).allowed).toBe(false);
    expect((await limiter.peek("other", 3, 60_000)).allowed).toBe(true);
  });

  test("two limiters (two instances) share the count", async () => {
    const a = createRedisRateLimiter(client!, prefix);
    const b = createRedisRateLimiter(client!, prefix);
    await a.hit("shared", 2, 60_000);
    await b.hit("shared", 2, 60_000);
    expect((await a.hit("shared", 2, 60_000)).allowed).toBe(false);
    await b.reset("shared");
    expect((await a.hit("shared", 2, 60_000)).allowed).toBe(true);
  });

  test("the window ends and the count starts over", async () => {
    const limiter = createRedisRateLimiter(client!, prefix);
    expect((await limiter.hit("short", 1, 150)).allowed).toBe(true);
    expect((await limiter.hit("short", 1, 150)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.hit("short", 1, 150)).allowed).toBe(true);
  });
});

describe.skipIf(!client)(`API instances with REDIS_URL (skipped: no Redis answers at ${url})`, () => {
  test("share one count: what one instance allowed, the other refuses", async () => {
    const { startTestApi } = await import("../test/support.js");
    const [first, second] = await Promise.all([startTestApi({ redisUrl: url }), startTestApi({ redisUrl: url })]);
    try {
      // A fresh address, so earlier runs' keys (they live a minute) do not count.
      const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const check = (api: typeof first) => api.post("/auth/password/check-email-availability", { email: "someone@example.test" }, { ip });
      for (let i = 0; i < 15; i += 1) expect((await check(first)).status).toBe(200);
      for (let i = 0; i < 15; i += 1) expect((await check(second)).status).toBe(200);
      const refused = await check(first);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe("Too many attempts. Please wait a few minutes and try again.");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await check(second)).status).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    // Two API instances start (each migrates its own PGlite): slow on a loaded 2-core machine.
  }, 90_000);
});
