// The /api proxy in front of the API thread, against the real platform API (PGlite in
// memory) on loopback (issue 39 §3): a client that goes takes its upstream request along,
// so streams opened and abandoned neither hold the API's stream slots nor starve /api;
// over the member's cap a stream is refused; an upstream stream that ends ends the client's.
import express from "express";
import pino from "pino";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApi, type Api } from "../api/server";
import { createApiProxy } from "./api-proxy";

/** More than the 64 sockets the proxy's pool used to allow. */
const STREAMS = 70;
let api: Api;
const servers: Server[] = [];
let front = "";
let token = "";

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  api = await createApi({
    dataDir: ":memory:",
    publicUrl: "http://localhost:3000",
    jwtSecret: "api-proxy-jwt-secret-0123456789abcdef",
    production: false,
    devOutbox: false,
    trial: true,
    seed: true,
    productName: "Gatherly",
    streamsPerUser: STREAMS,
    logger: pino({ level: "silent" }),
  });
  const thread = express();
  thread.set("trust proxy", "loopback");
  thread.use("/api", api.router);
  const apiUrl = await listen(thread);
  const web = express();
  web.set("trust proxy", "loopback");
  web.use("/api", createApiProxy(apiUrl));
  front = await listen(web);

  const [account] = api.demoAccounts;
  const signedIn = await fetch(`${front}/api/auth/password/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ userName: account.email, password: account.password }),
  });
  expect(signedIn.status).toBe(200);
  token = ((await signedIn.json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await api?.close();
});

async function openStream() {
  const controller = new AbortController();
  const response = await fetch(`${front}/api/notifications/stream`, { headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" }, signal: controller.signal });
  if (response.status !== 200) await response.text();
  return { response, drop: () => controller.abort() };
}

it("streams opened and abandoned through /api are closed upstream: /api answers and the member can open them again", async () => {
  const streams = await Promise.all(Array.from({ length: STREAMS }, openStream));
  expect(streams.every((s) => s.response.status === 200)).toBe(true);
  // One more than the member may hold: refused, through the proxy, with a time to retry.
  const over = await openStream();
  expect(over.response.status).toBe(429);
  expect(over.response.headers.get("retry-after")).toBeTruthy();

  for (const stream of streams) stream.drop();
  const started = performance.now();
  const health = await fetch(`${front}/api/health`, { signal: AbortSignal.timeout(5_000) });
  expect(health.status).toBe(200);
  expect(performance.now() - started).toBeLessThan(2_000);

  // The API has let go of every dropped stream: the member's slots are free again.
  let again = await openStream();
  for (let i = 0; i < 100 && again.response.status !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    again = await openStream();
  }
  expect(again.response.status).toBe(200);
  const rest = await Promise.all(Array.from({ length: STREAMS - 1 }, openStream));
  expect(rest.filter((s) => s.response.status !== 200)).toHaveLength(0);
  for (const stream of [again, ...rest]) stream.drop();
}, 60_000);

it("a stream the API ends ends for the client too (last: the API refuses streams after)", async () => {
  const { response } = await openStream();
  expect(response.status).toBe(200);
  api.drain();
  const body = await response.text();
  expect(body).toMatch(/retry: \d+\n\n$/);
}, 30_000);
