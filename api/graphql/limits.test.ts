// What keeps one client from tying up the GraphQL endpoint: size, alias and cost limits
// that refuse a flood at once, and a per-address rate limit (in memory and in Redis).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freshIp, TEST_REDIS_URL as redisUrl, testRedisAnswers } from "../test/redis.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { MAX_QUERY_ALIASES } from "./router.js";

const aliased = (count: number, field: string) => `{ event { ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(" ")} } }`;

describe("size, alias and cost limits", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  test("690 aliases of search are refused in well under 100 ms", async () => {
    const bomb = aliased(690, "search { nodes { eventId displayName } }");
    await api.graphql("{ __typename }"); // warm: the first request pays for loading code
    // The fastest of a few round trips, so a busy test machine's pauses do not count.
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const answer = await api.graphql(bomb);
      times.push(performance.now() - started);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors[0].message).toMatch(/Token limit of \d+ exceeded/);
    }
    expect(Math.min(...times)).toBeLessThan(100);
  });

  test("more aliases than allowed are refused, however short the query", async () => {
    const answer = await api.graphql(aliased(MAX_QUERY_ALIASES + 1, "search(first: 1) { totalCount }"));
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors[0].message).toMatch(/Aliases limit of \d+ exceeded/);
  });

  test("a few aliased pages of whole event cards cost too much", async () => {
    // Each page of 10 costs about 770: four are over the limit (3000).
    const card = "search(first: 10) { nodes { eventId displayName createdBy { name } tickets { kind price currency } my { isGoing badge } location { address } } }";
    const answer = await api.graphql(aliased(4, card));
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors[0].message).toMatch(/Query Cost limit of \d+ exceeded/);
  });
});

const withRedis = await testRedisAnswers();

function rateLimitSuite(name: string, redis: string | undefined) {
  describe(name, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ redisUrl: redis, graphqlRateLimitPerMinute: 3 });
    });
    afterAll(async () => {
      await api?.close();
    });

    test("past the limit a client gets 429, Retry-After and a GraphQL error; another address still gets through", async () => {
      const [visitor, other] = [freshIp(), freshIp()];
      for (let i = 0; i < 3; i += 1) expect((await api.graphql("{ __typename }", {}, { ip: visitor })).status).toBe(200);
      const refused = await api.graphql("{ __typename }", {}, { ip: visitor });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        errors: [{ message: "Too many requests. Please wait a minute and try again.", extensions: { code: "RATE_LIMITED" } }],
      });
      expect((await api.graphql("{ __typename }", {}, { ip: other })).status).toBe(200);
    });
  });
}

rateLimitSuite("rate limit per client address (in memory)", undefined);
describe.skipIf(!withRedis)(`with Redis (skipped: no Redis answers at ${redisUrl})`, () => {
  rateLimitSuite("rate limit per client address (Redis)", redisUrl);
});
