// The web app's token handling against the real platform API (PGlite in memory):
// parallel requests with an expired access token share one refresh, a revoked
// session signs the user out, and an unreachable API keeps the session.
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { MessageChannel } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "../api/server";
import { ShellUserDocument } from "~/graphql/generated";
import type { AuthInfo } from "../contract/access/auth-info";
import { answerGraphQLCalls, callGraphQLOver } from "./in-process-graphql";
import { configureTestWebEnv } from "~/.server/platform/env.test-support";

let api: Api;
let server: Server;
let now = new Date("2026-11-22T12:00:00Z");
let refreshCalls = 0;
let graphqlCalls = 0;
let baseUrl = "";

beforeAll(async () => {
  api = await createApi({
    dataDir: ":memory:",
    publicUrl: "http://localhost:3000",
    jwtSecret: "integration-jwt-secret-0123456789abcdef",
    production: false,
    devOutbox: true,
    trial: true,
    seed: true,
    productName: "Gatherly",
    clock: () => now,
  });
  const app = express();
  app.set("trust proxy", "loopback");
  // Observes (does not alter) what reaches the API.
  app.use((req, _res, next) => {
    if (req.method === "POST" && req.path === "/api/auth/refresh") refreshCalls += 1;
    if (req.method === "POST" && req.path === "/api/graphql") graphqlCalls += 1;
    next();
  });
  app.use("/api", api.router);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureTestWebEnv({ upstreamUrl: baseUrl });
}, 60_000);

afterAll(async () => {
  channel.port1.close();
  server?.close();
  await api?.close();
});

async function signInDemo(): Promise<AuthInfo> {
  const [account] = api.demoAccounts;
  const response = await fetch(`${baseUrl}/api/auth/password/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ userName: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AuthInfo;
}

/** A browser request carrying the session cookie the web app would have set. */
async function cookieFor(info: AuthInfo, signedInAt: number): Promise<string> {
  const { RequestSession } = await import("~/.server/platform/session.server");
  const session = new RequestSession({}, true);
  session.signIn(info, signedInAt);
  return session.commit()[0].split(";")[0];
}

/**
 * The API's GraphQL endpoint as the web app calls the API thread: over a message port
 * (server/in-process-graphql.ts, docs/decisions/0013), here within the test's thread; counted.
 */
let inProcessCalls = 0;
const channel = new MessageChannel();
answerGraphQLCalls(
  channel.port2,
  (request) => {
    inProcessCalls += 1;
    return api.graphql(request);
  },
  (error) => {
    throw error;
  },
);
const inProcess = callGraphQLOver(channel.port1);

async function handle(cookie: string, transport: "HTTP" | "in-process" = "HTTP") {
  const { readSession } = await import("~/.server/platform/session.server");
  const { ApiClient } = await import("~/.server/platform/api.server");
  const session = readSession(new Request("http://localhost:3000/events", { headers: { Cookie: cookie } }));
  const client = new ApiClient(session, "203.0.113.7", transport === "in-process" ? inProcess : undefined);
  await client.ensureFreshToken(now.getTime());
  const data = await client.query(ShellUserDocument);
  return { session, data };
}

describe("token refresh through the web app", () => {
  it("10 parallel requests with an expired access token cause exactly one refresh, and all succeed", async () => {
    const info = await signInDemo();
    const cookie = await cookieFor(info, now.getTime());
    now = new Date(now.getTime() + 16 * 60_000); // past the 15-minute access token
    refreshCalls = 0;

    const results = await Promise.all(Array.from({ length: 10 }, () => handle(cookie)));

    expect(refreshCalls).toBe(1);
    for (const { session, data } of results) {
      expect(data.user.me.emailAddress).toBe(api.demoAccounts[0].email);
      expect(session.auth?.refreshToken).toBe(results[0].session.auth?.refreshToken);
      expect(session.auth?.refreshToken).not.toBe(info.refreshToken);
      expect(session.isChanged).toBe(true);
    }
  });

  it("a revoked session is signed out instead of retried forever", async () => {
    const info = await signInDemo();
    const cookie = await cookieFor(info, now.getTime());
    const signOut = await fetch(`${baseUrl}/api/auth/sign-out`, {
      method: "POST",
      headers: { Authorization: `Bearer ${info.token}` },
    });
    expect(signOut.status).toBe(204);
    const { readSession } = await import("~/.server/platform/session.server");
    const { ApiClient } = await import("~/.server/platform/api.server");
    const { ApiError } = await import("~/.server/platform/api-errors.server");
    const session = readSession(new Request("http://localhost:3000/events", { headers: { Cookie: cookie } }));
    const client = new ApiClient(session);
    await expect(client.query(ShellUserDocument)).rejects.toBeInstanceOf(ApiError);
    expect(session.user).toBeNull();
  });

  it("an unreachable API keeps the session and raises ApiUnavailableError", async () => {
    const info = await signInDemo();
    const cookie = await cookieFor(info, now.getTime() - 20 * 60_000);
    const { readSession } = await import("~/.server/platform/session.server");
    const { ApiClient } = await import("~/.server/platform/api.server");
    const { ApiUnavailableError } = await import("~/.server/platform/api-errors.server");
    configureTestWebEnv({ upstreamUrl: "http://127.0.0.1:9" }); // nothing listens on the discard port
    try {
      const session = readSession(new Request("http://localhost:3000/events", { headers: { Cookie: cookie } }));
      const client = new ApiClient(session);
      await client.ensureFreshToken(now.getTime());
      expect(session.user?.userId).toBe(info.userId);
      await expect(client.query(ShellUserDocument)).rejects.toBeInstanceOf(ApiUnavailableError);
      expect(session.user?.userId).toBe(info.userId);
    } finally {
      configureTestWebEnv({ upstreamUrl: baseUrl });
    }
  });
});

describe("with the API in the same process (GraphQL without HTTP)", () => {
  it("an expired access token is refreshed once, and the queries go to the API in process", async () => {
    const info = await signInDemo();
    const cookie = await cookieFor(info, now.getTime());
    now = new Date(now.getTime() + 16 * 60_000);
    refreshCalls = 0;
    graphqlCalls = 0;
    inProcessCalls = 0;

    const results = await Promise.all(Array.from({ length: 5 }, () => handle(cookie, "in-process")));

    expect(refreshCalls).toBe(1);
    expect(graphqlCalls).toBe(0);
    expect(inProcessCalls).toBe(5);
    for (const { session, data } of results) {
      expect(data.user.me.emailAddress).toBe(api.demoAccounts[0].email);
      expect(session.auth?.refreshToken).not.toBe(info.refreshToken);
    }
  });

  it("a call that gets no answer keeps the session and raises ApiUnavailableError", async () => {
    const info = await signInDemo();
    const cookie = await cookieFor(info, now.getTime());
    const { readSession } = await import("~/.server/platform/session.server");
    const { ApiClient } = await import("~/.server/platform/api.server");
    const { ApiUnavailableError } = await import("~/.server/platform/api-errors.server");
    const session = readSession(new Request("http://localhost:3000/events", { headers: { Cookie: cookie } }));
    const client = new ApiClient(session, "203.0.113.7", () => Promise.reject(new Error("the API thread gave no answer within 10000 ms")));
    await expect(client.query(ShellUserDocument)).rejects.toBeInstanceOf(ApiUnavailableError);
    expect(session.user?.userId).toBe(info.userId);
    expect(session.isChanged).toBe(false);
  });
});
