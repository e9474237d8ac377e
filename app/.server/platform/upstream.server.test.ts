// The web app's kept-alive connections to an API on another host: an idle one is closed by
// us a second before the API's announced keep-alive ends, so no call goes out on a
// connection the API is closing.
import { afterEach, expect, it } from "vitest";
import { closeServers, upstream, waitForClose } from "../../../server/keep-alive-upstream.test-support";
import { postJson } from "./upstream.server";

afterEach(closeServers);

it("lets an idle connection to the API go before the API would", async () => {
  const api = await upstream(2_000, (_req, res) => {
    res.setHeader("Content-Type", "application/json");
    res.end('{"data":{"ok":true}}');
  });
  const answer = await postJson(`${api.url}/api/graphql`, { "Content-Type": "application/json" }, "{}", 5_000);
  expect(answer).toMatchObject({ status: 200, json: { data: { ok: true } } });

  await waitForClose(api.closes);
  expect(api.closes).toHaveLength(1);
  expect(api.closes[0].byClient).toBe(true);
  expect(api.closes[0].afterIdleMs).toBeLessThan(1_700);
}, 10_000);
