// The server under test: the production build, started on Node 24 (node24.mjs) on a fresh
// embedded database (or a throw-away database on the Postgres in DATABASE_URL).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { BASE, PORT, root } from "./config.mjs";
import { SERVER_NODE_FLAGS } from "../server-node-flags.mjs";
import { raw, sleep } from "./http.mjs";

export function build() {
  console.log("bench: npm run build …");
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error("npm run build failed");
}

async function createPostgresDatabase(given) {
  const { default: pg } = await import("pg");
  // Like libpq (and the API's database client): the operating-system user when the URL names none.
  const withUser = new URL(given);
  if (!withUser.username && !process.env.PGUSER) withUser.username = userInfo().username;
  const url = withUser.href;
  const name = `bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.href,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function waitForServer(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    try {
      const r = await raw("/healthz");
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error("the server did not answer /healthz within 2 minutes");
}

export async function halt(server) {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}

/**
 * Prepares a working directory (and a Postgres database when DATABASE_URL is set).
 * `start(extra)` spawns the built server with extra environment on the Node binary `node`;
 * `cleanUp()` drops what was made.
 */
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];

export async function prepareServer(node) {
  const work = mkdtempSync(join(tmpdir(), "gatherly-bench-"));
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: BASE,
    DATA_DIR: work,
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    JWT_SECRET: randomBytes(32).toString("base64url"),
    // Measures the demo data: a local trial, on Postgres too.
    APP_MODE: "trial",
    SEED_DEMO_DATA: "true",
    // All the load comes from one address: the per-address GraphQL limit (600 a minute)
    // would measure the limiter's 429s, not the pages.
    GRAPHQL_RATE_LIMIT_PER_MINUTE: "100000000",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
  };
  if (postgres) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL;
  return {
    work,
    database: postgres ? "postgres" : "pglite",
    databaseUrl: postgres?.url ?? null,
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": a profile of every server start (and its API thread).
    // BENCH_SERVER_STDOUT=/tmp/server.log: the server's standard output (with --trace-gc, say) goes there.
    start: (extra = {}) =>
      spawn(node, [...SERVER_NODE_FLAGS, ...nodeArgs, "build/node/index.js"], {
        cwd: root,
        env: { ...env, ...extra },
        stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, "a") : "ignore", "inherit"],
      }),
    async cleanUp() {
      await postgres?.drop().catch((error) => console.error("bench: could not drop the database:", error.message));
      rmSync(work, { recursive: true, force: true });
    },
  };
}
