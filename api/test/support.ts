// Starts the API for a test file on an ephemeral port, mounted like the Node server does
// it. With DATABASE_URL it runs on a fresh throw-away database of that server (created
// here, dropped on close); otherwise on in-memory PGlite.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import pg from "pg";
import pino, { type Logger } from "pino";
import { withDefaultUser } from "../db/client.js";
import { startPlatform, type Platform } from "../platform.js";
import type { SocialProviderOptions } from "../server.js";

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(instant: Date): void;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  createdAt: string;
}

// Tests walk answers field by field and assert on them; typing each body would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface HttpAnswer<Body = any> {
  status: number;
  headers: Headers;
  body: Body;
}

export interface TestApi {
  /** Base URL of the API, e.g. http://127.0.0.1:51234/api */
  url: string;
  platform: Platform;
  clock: TestClock;
  /** Messages sent to an address, newest first (through GET /dev/outbox). */
  outbox(to: string): Promise<OutboxMessage[]>;
  post(path: string, body: unknown, options?: { token?: string; ip?: string }): Promise<HttpAnswer>;
  graphql(query: string, variables?: Record<string, unknown>, options?: { token?: string; ip?: string }): Promise<HttpAnswer>;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = "http://localhost:3000";

/** The time allowed to a test that starts an API of its own in its body (as hooks may: PGlite boots and migrates). */
export const BOOTS_AN_API = 60_000;

export async function startTestApi(
  options: {
    seed?: boolean;
    logger?: Logger;
    socialProviders?: SocialProviderOptions[];
    redisUrl?: string;
    readCache?: boolean;
    /** Default true; false starts it as a deployment (docs/decisions/0014). */
    trial?: boolean;
    /** A PGlite directory to keep (and reopen in a later start); default: a fresh database. */
    dataDir?: string;
    jwtSecret?: string;
    smtpUrl?: string;
    production?: boolean;
    graphqlRateLimitPerMinute?: number;
    registrationRateLimitPerHour?: number;
    streamsPerUser?: number;
    streamsPerInstance?: number;
    deploymentName?: string;
    stripe?: { secretKey: string; webhookSecret: string };
    stripeConnect?: { secretKey: string; clientId: string };
  } = {},
): Promise<TestApi> {
  let instant = new Date();
  const clock: TestClock = {
    now: () => new Date(instant),
    advance: (ms) => {
      instant = new Date(instant.getTime() + ms);
    },
    set: (next) => {
      instant = new Date(next);
    },
  };

  const database = process.env.DATABASE_URL && !options.dataDir ? await createThrowAwayDatabase(process.env.DATABASE_URL) : null;
  const platform = await startPlatform({
    databaseUrl: database?.url,
    dataDir: options.dataDir ?? ":memory:",
    publicUrl: TEST_PUBLIC_URL,
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString("hex"),
    production: options.production ?? false,
    devOutbox: true,
    trial: options.trial ?? true,
    seed: options.seed ?? false,
    smtpUrl: options.smtpUrl,
    productName: "Events Platform",
    clock: clock.now,
    redisUrl: options.redisUrl,
    graphqlRateLimitPerMinute: options.graphqlRateLimitPerMinute,
    registrationRateLimitPerHour: options.registrationRateLimitPerHour,
    streamsPerUser: options.streamsPerUser,
    streamsPerInstance: options.streamsPerInstance,
    deploymentName: options.deploymentName,
    readCache: options.readCache,
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? "error" }),
    socialProviders: options.socialProviders,
    stripe: options.stripe,
    stripeConnect: options.stripeConnect,
  });

  const app = express();
  app.set("trust proxy", "loopback");
  app.use("/api", platform.router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  async function request(path: string, init: RequestInit): Promise<HttpAnswer> {
    const response = await fetch(`${url}${path}`, init);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }

  return {
    url,
    platform,
    clock,
    async outbox(to) {
      const answer = await request(`/dev/outbox?to=${encodeURIComponent(to)}`, { method: "GET" });
      if (answer.status !== 200) throw new Error(`dev outbox answered ${answer.status}`);
      return answer.body.messages;
    },
    post(path, body, { token, ip } = {}) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (token) headers.authorization = `Bearer ${token}`;
      // The web app forwards the visitor's address; the API trusts it from loopback.
      if (ip) headers["x-forwarded-for"] = ip;
      return request(path, { method: "POST", headers, body: JSON.stringify(body) });
    },
    graphql(query, variables, { token, ip } = {}) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (token) headers.authorization = `Bearer ${token}`;
      if (ip) headers["x-forwarded-for"] = ip;
      return request("/graphql", { method: "POST", headers, body: JSON.stringify({ query, variables }) });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
      await database?.drop();
    },
  };
}

export async function createThrowAwayDatabase(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = withDefaultUser(databaseUrl);
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // pool.end() resolves before its sockets close; let them go rather than kill them.
        for (let waited = 0; waited < 2000; waited += 50) {
          const { rows } = await client.query("select count(*)::int as open from pg_stat_activity where datname = $1", [name]);
          if (rows[0].open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A logger at "trace" that counts the SQL statements the API runs (the outbox
 * dispatcher's background polling left out, it is not a request's) and passes errors on.
 */
export function statementCountingLogger(): { logger: Logger; statements: () => number; texts: () => readonly string[] } {
  const texts: string[] = [];
  const logger = pino(
    { level: "trace" },
    {
      write(line: string) {
        const entry = JSON.parse(line);
        if (entry.msg === "sql" && !/"outbox"/.test(String(entry.query))) texts.push(String(entry.query));
        else if (entry.level >= 50) process.stderr.write(line);
      },
    },
  );
  return { logger, statements: () => texts.length, texts: () => texts };
}
