// The web server's rate-limit store on the real Redis at REDIS_URL (default 127.0.0.1:6379).
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { rateLimit } from "express-rate-limit";
import { pino } from "pino";
import { createClient } from "redis";
import { afterAll, describe, expect, test } from "vitest";
import { createSharedRateLimitStore, type SharedRateLimitStore } from "./rate-limit-store";

const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

const available = await redisAnswers();
const stores: SharedRateLimitStore[] = [];

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

/** One "instance" of deployment `name`: an app whose POST / is limited to `limit` per minute in the shared store. */
async function instance(name: string, limit: number) {
  const shared = await createSharedRateLimitStore(url, pino({ level: "silent" }), name);
  stores.push(shared);
  const app = express();
  app.use(rateLimit({ windowMs: 60_000, limit, store: shared.store, standardHeaders: "draft-8", legacyHeaders: false }));
  app.post("/", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    post: () => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method: "POST" }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!available)(`web rate limits in Redis (skipped: no Redis answers at ${url})`, () => {
  test("two instances of one deployment count the same client together", async () => {
    const name = `test-${randomUUID()}`;
    const [a, b] = await Promise.all([instance(name, 3), instance(name, 3)]);
    try {
      expect((await a.post()).status).toBe(200);
      expect((await b.post()).status).toBe(200);
      expect((await a.post()).status).toBe(200);
      expect((await b.post()).status).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test("instances of two deployments (DEPLOYMENT_NAME) sharing the Redis count apart", async () => {
    const [a, b] = await Promise.all([instance(`test-a-${randomUUID()}`, 2), instance(`test-b-${randomUUID()}`, 2)]);
    try {
      expect((await a.post()).status).toBe(200);
      expect((await a.post()).status).toBe(200);
      expect((await a.post()).status).toBe(429);
      expect((await b.post()).status).toBe(200);
      expect((await b.post()).status).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
