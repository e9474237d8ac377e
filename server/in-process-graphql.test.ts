// The message port between the web app and the API thread (server/in-process-graphql.ts),
// over a real MessageChannel.
import { MessageChannel } from "node:worker_threads";
import { afterEach, expect, test } from "vitest";
import type { InProcessGraphQLRequest } from "../api/graphql/router";
import { answerGraphQLCalls, callGraphQLOver } from "./in-process-graphql";

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function connect(endpoint: (request: InProcessGraphQLRequest) => Promise<{ status: number; body: string }>, onError: (error: unknown) => void = () => {}) {
  const channel = new MessageChannel();
  channels.push(channel);
  answerGraphQLCalls(channel.port2, endpoint, onError);
  return callGraphQLOver(channel.port1);
}

test("each call gets its own answer, whatever order the answers come in", async () => {
  const call = connect(async ({ body, headers, ip }) => {
    const { wait } = JSON.parse(body) as { wait: number };
    await new Promise((done) => setTimeout(done, wait));
    return { status: 200, body: JSON.stringify({ wait, authorization: headers.authorization ?? null, ip: ip ?? null }) };
  });
  const slow = call({ headers: { authorization: "Bearer a" }, body: JSON.stringify({ wait: 40 }), ip: "203.0.113.1" }, 1000);
  const fast = call({ headers: {}, body: JSON.stringify({ wait: 1 }) }, 1000);
  const first = await Promise.race([slow.then(() => "slow"), fast.then(() => "fast")]);
  expect(first).toBe("fast");
  expect(JSON.parse((await slow).body)).toEqual({ wait: 40, authorization: "Bearer a", ip: "203.0.113.1" });
  expect(JSON.parse((await fast).body)).toEqual({ wait: 1, authorization: null, ip: null });
});

test("a call without an answer in time is rejected, and its late answer is dropped", async () => {
  const call = connect(() => new Promise((done) => setTimeout(() => done({ status: 200, body: "{}" }), 80)));
  await expect(call({ headers: {}, body: "{}" }, 20)).rejects.toThrow(/no answer within 20 ms/);
  // The late answer arrives while another call waits: that call still gets its own.
  await new Promise((done) => setTimeout(done, 100));
  await expect(call({ headers: {}, body: "{}" }, 1000)).resolves.toEqual({ status: 200, body: "{}" });
});

test("an endpoint that fails answers 500 without a body, and the failure is reported", async () => {
  const failures: unknown[] = [];
  const call = connect(() => Promise.reject(new Error("database gone")), (error) => failures.push(error));
  await expect(call({ headers: {}, body: "{}" }, 1000)).resolves.toEqual({ status: 500, body: "" });
  expect(String(failures[0])).toMatch(/database gone/);
});
