// The web server's calls to the API carry the visitor's address, so the API's
// per-client GraphQL limit counts each visitor on their own, not every visitor
// behind the one web server together.
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { MessageChannel } from "node:worker_threads";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApi, type Api } from "../api/server";
import { CurrentTermsDocument } from "~/graphql/generated";
import { answerGraphQLCalls, callGraphQLOver } from "./in-process-graphql";
import { configureTestWebEnv } from "~/.server/platform/env.test-support";

const LIMIT = 3;
let api: Api;
let server: Server;
const channel = new MessageChannel();

beforeAll(async () => {
  api = await createApi({
    dataDir: ":memory:",
    publicUrl: "http://localhost:3000",
    jwtSecret: "client-address-jwt-secret-0123456789abcdef",
    production: false,
    devOutbox: false,
    trial: true,
    seed: false,
    productName: "Gatherly",
    graphqlRateLimitPerMinute: LIMIT,
  });
  const app = express();
  app.set("trust proxy", "loopback");
  app.use("/api", api.router);
  // The API thread's side of the message port (server/api-thread.ts), here on the test's thread.
  answerGraphQLCalls(channel.port2, api.graphql, (error) => {
    throw error;
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  configureTestWebEnv({ upstreamUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}, 60_000);

afterAll(async () => {
  channel.port1.close();
  server?.close();
  await api?.close();
});

type Transport = "HTTP" | "in-process";
const inProcess = callGraphQLOver(channel.port1);

async function clientFor(address: string, transport: Transport) {
  const { readSession } = await import("~/.server/platform/session.server");
  const { ApiClient } = await import("~/.server/platform/api.server");
  // In-process: the pages' calls to the API thread over its message port (docs/decisions/0013).
  return new ApiClient(readSession(new Request("http://localhost:3000/events")), address, transport === "in-process" ? inProcess : undefined);
}

it.each<[Transport, string]>([
  ["HTTP", "203.0.113.10"],
  ["in-process", "203.0.113.30"],
])("counts the GraphQL limit per visitor address, not per web server (%s)", async (transport, address) => {
  const first = await clientFor(address, transport);
  for (let i = 0; i < LIMIT; i += 1) await first.query(CurrentTermsDocument);
  const refused = await first.query(CurrentTermsDocument).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toMatchObject({ code: "RATE_LIMITED", status: 429 });

  // Another visitor through the same web server still gets answers.
  const second = await clientFor(address.replace(/\d+$/, (n) => String(Number(n) + 1)), transport);
  await expect(second.query(CurrentTermsDocument)).resolves.toMatchObject({ terms: expect.anything() });
});
