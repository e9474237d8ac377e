// One database handle for both engines: node-postgres for a real server
// (postgres://…), PGlite (Postgres compiled to WASM) embedded otherwise.
import { mkdir } from "node:fs/promises";
import { userInfo } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { MigrationConfig } from "drizzle-orm/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Logger as DrizzleLogger } from "drizzle-orm/logger";
import pg from "pg";
import type { Logger } from "pino";
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from "../cache/change-feed.js";
import { readTemporalTypesAsText, type JobsClient } from "./pglite-text-types.js";
import * as schema from "./schema.js";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A connection that holds a session-level advisory lock for the duration of a callback. */
export interface LockedSession {
  db: Database;
  migrate(config: MigrationConfig): Promise<void>;
}

export interface DatabaseConnection {
  db: Database;
  engine: "postgres" | "pglite";
  /** Runs `work` on one connection holding pg_advisory_lock(lockKey), so that several instances starting together take turns. */
  withAdvisoryLock<T>(lockKey: number, work: (session: LockedSession) => Promise<T>): Promise<T>;
  /** Starts listening to the database's announcements of committed changes (the read cache's feed). */
  openChangeFeed(): Promise<ChangeFeed>;
  /** What the job queue (api/kernel/jobs) connects to: its own pool on a server, the one embedded connection otherwise. */
  jobsDatabase: { connectionString: string } | { pglite: JobsClient };
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir: string;
  logger: Logger;
  /** Told the duration of every statement (on Postgres: outside transactions); `npm run bench` reports the slowest per page. */
  onQuery?: QueryTimer;
}

export type QueryTimer = (sql: string, ms: number) => void;

/** Wraps a driver's query method to time each call; a no-op without a timer. */
function timeQueries<T extends { query: (...args: never[]) => Promise<unknown> }>(client: T, onQuery?: QueryTimer): void {
  if (!onQuery) return;
  const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.query = (async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await original(...args);
    } finally {
      const text = args[0];
      onQuery(typeof text === "string" ? text : String((text as { text?: string })?.text ?? ""), performance.now() - started);
    }
  }) as T["query"];
}

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseConnection> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.logger, options.onQuery);
  return connectPglite(options.dataDir, options.logger, options.onQuery);
}

/** Every statement at pino level "trace" (LOG_LEVEL=trace), without parameters: they hold personal data. */
function sqlTracer(logger: Logger): DrizzleLogger | undefined {
  if (!logger.isLevelEnabled("trace")) return undefined;
  return { logQuery: (query) => logger.trace({ query }, "sql") };
}

/**
 * libpq (psql) connects as the operating-system user when neither the URL nor PGUSER
 * names one; node-postgres only looks at $USER, which services often lack. Do as libpq.
 */
export function withDefaultUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.username || process.env.PGUSER || !url.hostname) return databaseUrl;
  url.username = userInfo().username;
  return url.href;
}

function connectPostgres(databaseUrl: string, logger: Logger, onQuery?: QueryTimer): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: withDefaultUser(databaseUrl), max: 10 });
  timeQueries(pool, onQuery);
  // An idle client that loses its server emits on the pool; unhandled it would crash the process.
  pool.on("error", (error) => logger.error({ err: error }, "postgres idle client error"));
  const db = drizzlePostgres(pool, { schema, logger: sqlTracer(logger) });
  return {
    db,
    engine: "postgres",
    async withAdvisoryLock(lockKey, work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [lockKey]);
        try {
          const lockedDb = drizzlePostgres(client, { schema, logger: sqlTracer(logger) });
          return await work({ db: lockedDb, migrate: (config) => migratePostgres(lockedDb, config) });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    openChangeFeed: async () => postgresChangeFeed(withDefaultUser(databaseUrl), logger),
    jobsDatabase: { connectionString: withDefaultUser(databaseUrl) },
    close: () => pool.end(),
  };
}

async function connectPglite(dataDir: string, logger: Logger, onQuery?: QueryTimer): Promise<DatabaseConnection> {
  let client: PGlite;
  if (dataDir === ":memory:") {
    client = new PGlite();
  } else {
    const directory = path.resolve(dataDir, "pglite");
    await mkdir(directory, { recursive: true });
    client = new PGlite(directory);
  }
  await client.waitReady;
  timeQueries(client, onQuery);
  if (onQuery) {
    // A transaction's statements go through the object it hands its callback: timed too.
    const transaction = client.transaction.bind(client);
    client.transaction = (callback) =>
      transaction((tx) => {
        timeQueries(tx, onQuery);
        return callback(tx);
      });
  }
  const { forDrizzle, forJobs } = readTemporalTypesAsText(client);
  const db = drizzlePglite(forDrizzle, { schema, logger: sqlTracer(logger) });
  return {
    db,
    engine: "pglite",
    async withAdvisoryLock(lockKey, work) {
      // PGlite is a single embedded connection; the lock only keeps the code path identical.
      await db.execute(sql`select pg_advisory_lock(${lockKey})`);
      try {
        return await work({ db, migrate: (config) => migratePglite(db, config) });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${lockKey})`);
      }
    },
    openChangeFeed: () => pgliteChangeFeed(client),
    jobsDatabase: { pglite: forJobs },
    close: () => client.close(),
  };
}

/** Runs a trivial query: resolves when the database answers, rejects with its error otherwise (the health check). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
