import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, describe, expect, test } from "vitest";
import { outbox } from "./db/schema.js";
import { createApi, type Api, type ApiOptions } from "./server.js";
import { registrationBody } from "./test/fixtures.js";
import { BOOTS_AN_API, createThrowAwayDatabase, startTestApi } from "./test/support.js";

const baseOptions: ApiOptions = {
  publicUrl: "http://localhost:3000",
  jwtSecret: "a-test-secret-that-is-long-enough-for-production",
  production: false,
  devOutbox: true,
  trial: true,
  seed: true,
  productName: "Events Platform",
  logger: pino({ level: "error" }),
};

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database location for createApi: a throw-away Postgres database, or a PGlite directory. */
async function freshDatabase(): Promise<Pick<ApiOptions, "databaseUrl" | "dataDir">> {
  if (process.env.DATABASE_URL) {
    const database = await createThrowAwayDatabase(process.env.DATABASE_URL);
    cleanups.push(database.drop);
    return { databaseUrl: database.url };
  }
  const directory = await mkdtemp(path.join(tmpdir(), "api-test-"));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  return { dataDir: directory };
}

async function serve(api: Api) {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use("/api", api.router);
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    url,
    post: async (route: string, body: unknown, token?: string) => {
      const response = await fetch(`${url}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("createApi", () => {
  test("migrates and seeds a fresh database once; a restart keeps the data and the demo accounts", async () => {
    const location = await freshDatabase();
    const first = await createApi({ ...baseOptions, ...location });
    expect(first.demoAccounts).toEqual([
      { role: "host", email: "maya@demo.events-platform.test", password: "DemoHost#2026" },
      { role: "attendee", email: "sam@demo.events-platform.test", password: "DemoGuest#2026" },
      { role: "support", email: "jordan@demo.events-platform.test", password: "DemoSupport#2026" },
      { role: "attendee with two-factor sign-in", email: "alex@demo.events-platform.test", password: "DemoTwoFactor#2026" },
      { role: "newcomer with a pie award", email: "riley@demo.events-platform.test", password: "DemoNewcomer#2026" },
    ]);
    const http = await serve(first);
    const signIn = await http.post("/auth/password/sign-in", { userName: "samrivera", password: "DemoGuest#2026" });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ isComplete: true, isEmailVerified: true, userName: "samrivera" });

    const listing = await http.post(
      "/graphql",
      { query: "{ event { search(first: 20) { totalCount nodes { slug timeZone isFeatured my { badge isGoing } tickets { kind } } } } }" },
      signIn.body.token,
    );
    const nodes = listing.body.data.event.search.nodes;
    // The private tasting is not listed; the other six are.
    expect(nodes.map((node: { slug: string }) => node.slug).sort()).toEqual([
      "founders-coffee-morning-meetup",
      "harbour-lights-music-festival",
      "rooftop-jazz-night",
      "stand-up-at-the-cellar",
      "stargazing-griffith-observatory",
      "sunset-yoga-dolores-park",
    ]);
    expect(nodes.find((node: { slug: string }) => node.slug === "rooftop-jazz-night").my).toEqual({ badge: "Approved", isGoing: true });
    expect(new Set(nodes.map((node: { timeZone: string }) => node.timeZone)).size).toBeGreaterThanOrEqual(4);
    expect(nodes.filter((node: { isFeatured: boolean }) => node.isFeatured)).toHaveLength(2);
    await http.close();
    await first.close();

    const second = await createApi({ ...baseOptions, ...location });
    expect(second.demoAccounts).toHaveLength(5);
    const again = await serve(second);
    const count = await again.post("/graphql", { query: "{ event { search { totalCount } } }" });
    expect(count.body.data.event.search.totalCount).toBe(6);
    await again.close();
    await second.close();
    // It boots the API twice on a fresh database (migrations and the demo seed each time).
  }, 2 * BOOTS_AN_API);

  test.runIf(process.env.DATABASE_URL)("instances starting together on one database migrate and seed once", async () => {
    const location = await freshDatabase();
    const apis = await Promise.all([1, 2, 3].map(() => createApi({ ...baseOptions, ...location })));
    for (const api of apis) expect(api.demoAccounts).toHaveLength(5);
    const http = await serve(apis[0]);
    const count = await http.post("/graphql", { query: "{ event { search { totalCount } } }" });
    expect(count.body.data.event.search.totalCount).toBe(6);
    await http.close();
    await Promise.all(apis.map((api) => api.close()));
  }, 2 * BOOTS_AN_API);

  test("in production (outbox off) there is no development outbox and no introspection", async () => {
    const api = await createApi({ ...baseOptions, ...(await freshDatabase()), production: true, devOutbox: false, seed: false });
    const http = await serve(api);
    expect((await fetch(`${http.url}/dev/outbox?to=someone@example.test`)).status).toBe(404);
    const introspection = await http.post("/graphql", { query: "{ __schema { types { name } } }" });
    expect(introspection.body.errors[0].message).toMatch(/introspection/i);
    expect((await fetch(`${http.url}/health`)).status).toBe(200);
    await http.close();
    await api.close();
  });

  test("refuses a short signing key in production", async () => {
    await expect(createApi({ ...baseOptions, production: true, jwtSecret: "short", dataDir: ":memory:" })).rejects.toThrow(
      /at least 32 characters/,
    );
  });
});

test("the outbox dispatcher delivers queued e-mail (local transport)", async () => {
  const api = await startTestApi();
  try {
    const body = registrationBody();
    await api.post("/auth/password/register", body);
    const deliveredAt = Date.now() + 5000;
    let status = "PENDING";
    while (status !== "SENT" && Date.now() < deliveredAt) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [{ status }] = await api.platform.deps.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.recipient, body.userName));
    }
    expect(status).toBe("SENT");
  } finally {
    await api.close();
  }
});
