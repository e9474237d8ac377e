// The Postgres change feed: notifications arrive, sync waits for everything committed
// before it, and a lost listening connection resets the cache and comes back.
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDefaultUser } from "../db/client.js";
import { createThrowAwayDatabase } from "../test/support.js";
import { CHANGE_CHANNEL, postgresChangeFeed, type ChangeFeed } from "./change-feed.js";

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("postgresChangeFeed (Postgres only)", () => {
  let database: { url: string; drop(): Promise<void> };
  let feed: ChangeFeed;
  let writer: pg.Client;
  const tags: string[] = [];
  let resets = 0;

  const until = async (condition: () => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    database = await createThrowAwayDatabase(databaseUrl!);
    feed = postgresChangeFeed(database.url, pino({ level: "silent" }));
    feed.subscribe(
      (tag) => tags.push(tag),
      () => (resets += 1),
    );
    writer = new pg.Client({ connectionString: withDefaultUser(database.url) });
    await writer.connect();
    await until(() => feed.live);
  });
  afterAll(async () => {
    await writer?.end();
    await feed?.close();
    await database?.drop();
  });

  it("after sync, every change committed before it has arrived", async () => {
    for (let i = 0; i < 20; i++) await writer.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, `event:${i}`]);
    await feed.sync();
    expect(tags.filter((tag) => tag.startsWith("event:"))).toHaveLength(20);
  });

  it("syncs asked for while a marker is on its way wait their turn on the one connection", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      // Each sync of a later tick sends its own marker, often before the last one's query is back.
      const syncs: Promise<void>[] = [];
      for (let i = 0; i < 30; i++) {
        syncs.push(feed.sync());
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(syncs);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
  });

  it("a lost connection resets the cache, stands aside, and comes back", async () => {
    const resetsBefore = resets;
    await writer.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'change-feed'",
    );
    await until(() => resets > resetsBefore);
    await until(() => feed.live);
    await writer.query("select pg_notify($1, $2)", [CHANGE_CHANNEL, "user:after-reconnect"]);
    await feed.sync();
    expect(tags).toContain("user:after-reconnect");
  });
});
