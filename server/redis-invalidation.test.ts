// Page-cache purges through the real Redis at REDIS_URL (default 127.0.0.1:6379): instances
// of one deployment hear each other's purges; another deployment on the same Redis (even
// on another database number: channels ignore it) hears none of them (issue 39 §12).
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { createClient } from "redis";
import { afterAll, describe, expect, test } from "vitest";
import type { InvalidationBus } from "./invalidation";
import { createInvalidationBus } from "./redis-invalidation";

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
const buses: InvalidationBus[] = [];
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
});

/** An instance of deployment `name` on Redis database `db`, and the tags it has heard. */
async function instance(name: string, db = 0) {
  const bus = await createInvalidationBus(`${url.replace(/\/\d*$/, "")}/${db}`, name, pino({ level: "silent" }));
  buses.push(bus);
  const heard: string[] = [];
  bus.subscribe((tag) => heard.push(tag));
  return { bus, heard };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe.skipIf(!available)(`page-cache purges in Redis (skipped: no Redis answers at ${url})`, () => {
  test("instances of one deployment hear each other's purges; another deployment's, on any database, none", async () => {
    const name = `test-${randomUUID()}`;
    const [a, b, other, otherDb] = await Promise.all([instance(name), instance(name), instance(`other-${randomUUID()}`), instance(`other-${randomUUID()}`, 1)]);
    a.bus.publish("event:1");
    other.bus.publish("event:2");
    otherDb.bus.publish("event:3");
    await settle();
    expect(a.heard).toEqual(["event:1"]);
    expect(b.heard).toEqual(["event:1"]);
    expect(other.heard).toEqual(["event:2"]);
    expect(otherDb.heard).toEqual(["event:3"]);
  });
});
