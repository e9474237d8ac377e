// The job queue (ADR 0075) on the test's database (PGlite, or Postgres with DATABASE_URL): a keyed
// job runs once however many instances queue and work it; a job left in the table is run by the
// next instance after a restart; a round never runs on two instances at once.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connectDatabase } from "../../db/client.js";
import { BOOTS_AN_API, startTestApi, type TestApi } from "../../test/support.js";
import { jobIdOf, startJobQueue, type JobQueue } from "./queue.js";

const logger = pino({ level: "silent" });
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await sleep(50);
  }
}

describe("a keyed job", () => {
  test("runs once with two instances queuing and working it at the same time", async () => {
    const other = await startJobQueue(api.platform.connection, logger);
    const instances: JobQueue[] = [api.platform.jobs, other];
    const runs = new Map<string, number>();
    try {
      for (const jobs of instances) {
        await jobs.work<{ key: string }>("race-test", async ({ key }) => {
          await sleep(20);
          runs.set(key, (runs.get(key) ?? 0) + 1);
        });
      }
      const keys = Array.from({ length: 12 }, (_, i) => `job-${i}`);
      // Every key queued three times by each instance, all at once.
      const sent = await Promise.all(keys.flatMap((key) => instances.flatMap((jobs) => [1, 2, 3].map(() => jobs.send("race-test", { key }, { key })))));
      expect(sent.filter(Boolean)).toHaveLength(keys.length);
      await until(() => runs.size === keys.length);
      await sleep(1500);
      expect([...runs.values()]).toEqual(keys.map(() => 1));
      // Queued again once run: still the same job, not a second one.
      expect(await api.platform.jobs.send("race-test", { key: "job-0" }, { key: "job-0" })).toBe(false);
    } finally {
      await other.stop();
    }
  });

  test("left in the table by an instance that stopped, is run once by the next one", async () => {
    const first = await startJobQueue(api.platform.connection, logger);
    // Nobody works this queue yet: the job waits in the table.
    expect(await first.send("restart-test", { n: 7 }, { key: "only" })).toBe(true);
    await first.stop();
    const next = await startJobQueue(api.platform.connection, logger);
    const seen: number[] = [];
    try {
      expect(await next.send("restart-test", { n: 8 }, { key: "only" })).toBe(false);
      await next.work<{ n: number }>("restart-test", async ({ n }) => {
        seen.push(n);
      });
      await until(() => seen.length > 0);
      await sleep(1000);
      expect(seen).toEqual([7]);
    } finally {
      await next.stop();
    }
  });

  test("survives a restart of the embedded database", { timeout: BOOTS_AN_API }, async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "jobs-"));
    try {
      const before = await connectDatabase({ dataDir: directory, logger });
      const jobs = await startJobQueue(before, logger);
      expect(await jobs.send("file-test", { n: 1 }, { key: "one" })).toBe(true);
      await jobs.stop();
      await before.close();

      const after = await connectDatabase({ dataDir: directory, logger });
      const reopened = await startJobQueue(after, logger);
      const seen: number[] = [];
      await reopened.work<{ n: number }>("file-test", async ({ n }) => {
        seen.push(n);
      });
      await until(() => seen.length > 0);
      expect(seen).toEqual([1]);
      await reopened.stop();
      await after.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  test("a key stands for the same job id on every instance", () => {
    expect(jobIdOf("q", "k")).toBe(jobIdOf("q", "k"));
    expect(jobIdOf("q", "k")).not.toBe(jobIdOf("q", "l"));
    expect(jobIdOf("q", "k")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("rounds", () => {
  test("two instances woken together never run a round at once, and every wake is followed by a round", async () => {
    const other = await startJobQueue(api.platform.connection, logger);
    let running = 0;
    let most = 0;
    let rounds = 0;
    const round = async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(100);
      running -= 1;
      rounds += 1;
    };
    try {
      const a = api.platform.jobs.every("rounds-test", { intervalMs: 60_000, firstDelayMs: 60_000 }, round);
      const b = other.every("rounds-test", { intervalMs: 60_000, firstDelayMs: 60_000 }, round);
      for (let i = 0; i < 5; i += 1) {
        a.wake();
        b.wake();
        await sleep(30);
      }
      await until(() => rounds >= 1 && running === 0);
      await sleep(1500);
      expect(running).toBe(0);
      expect(most).toBe(1);
      // One running and one waiting at most: ten wakes are a few rounds, not ten.
      expect(rounds).toBeGreaterThanOrEqual(1);
      expect(rounds).toBeLessThan(10);
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await other.stop();
    }
  });
});
