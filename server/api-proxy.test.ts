// The /api proxy's pooled connections to the API: an idle one is closed by the proxy before
// the API would close it, so no request is ever sent on a connection the API is closing
// (the race that answered a sign-up with 503). A plain HTTP server stands in for the API
// thread here; the proxy over the real API is in api-proxy.integration.test.ts.
import express from "express";
import http from "node:http";
import { afterEach, expect, it } from "vitest";
import { createApiProxy } from "./api-proxy";
import { closeServers, listen, upstream, waitForClose } from "./keep-alive-upstream.test-support";

afterEach(closeServers);

async function proxyTo(target: string): Promise<string> {
  const web = express();
  web.use("/api", createApiProxy(target));
  return listen(http.createServer(web));
}

it("lets an idle connection to the API go a second before the API's announced keep-alive ends", async () => {
  const api = await upstream(2_000, (_req, res) => res.end("ok"));
  const front = await proxyTo(api.url);
  const answer = await fetch(`${front}/api/health`);
  expect(await answer.text()).toBe("ok");

  await waitForClose(api.closes);
  expect(api.closes).toHaveLength(1);
  // The proxy closed it (the API saw the end of the stream first), about 1 s into its idle time.
  expect(api.closes[0].byClient).toBe(true);
  expect(api.closes[0].afterIdleMs).toBeLessThan(1_700);
}, 10_000);

it("a stream that stays quiet longer than that idle time is not cut", async () => {
  const api = await upstream(2_000, (req, res) => {
    if (req.url !== "/api/stream") return res.end("ok");
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write("data: one\n\n");
    setTimeout(() => res.end("data: two\n\n"), 1_800);
  });
  const front = await proxyTo(api.url);
  // First a short call, so the stream goes over a reused connection whose idle timer is set.
  expect(await (await fetch(`${front}/api/health`)).text()).toBe("ok");
  const stream = await fetch(`${front}/api/stream`);
  expect(await stream.text()).toBe("data: one\n\ndata: two\n\n");
}, 10_000);
