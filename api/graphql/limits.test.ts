// What keeps one client from tying up the GraphQL endpoint: size, alias and cost limits
// that refuse a flood at once, and a per-address rate limit (in memory and in Redis).
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mergeQueries } from "../../app/.server/graphql-batch.server.js";
import { freshIp, TEST_REDIS_URL as redisUrl, testRedisAnswers } from "../test/redis.js";
import { startTestApi, type TestApi } from "../test/support.js";
import { loadContractSchema } from "./schema-files.js";
import { buildSchema, Kind, parse, print, specifiedRules, validate, type DefinitionNode, type DocumentNode } from "./graphql-js.js";
import { limitRules, MAX_QUERY_ALIASES, parseWithTokenLimit } from "./router.js";

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
    // Each page of 10 costs about 770: three are over the limit.
    const card = "search(first: 10) { nodes { eventId displayName createdBy { name } tickets { kind price currency } my { isGoing badge } location { address } } }";
    const answer = await api.graphql(aliased(3, card));
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors[0].message).toMatch(/Query Cost limit of \d+ exceeded/);
  });
});

describe("the web app's own documents", () => {
  const schema = buildSchema(loadContractSchema());
  const folder = new URL("../../app/graphql/", import.meta.url);
  const definitions = readdirSync(folder)
    .filter((name) => name.endsWith(".graphql"))
    .flatMap((name) => parse(readFileSync(new URL(name, folder), "utf8")).definitions);
  const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  /** The operation with the fragments it spreads, as the app's generated documents hold them. */
  const documentOf = (operation: DefinitionNode): DocumentNode => {
    const used: DefinitionNode[] = [operation];
    for (let i = 0; i < used.length; i += 1) {
      for (const fragment of fragments) {
        if (!used.includes(fragment) && print(used[i]).includes(`...${fragment.name.value}\n`)) used.push(fragment);
      }
    }
    return { kind: Kind.DOCUMENT, definitions: used };
  };
  const errorsOf = (text: string) => validate(schema, parseWithTokenLimit(text), [...specifiedRules, ...limitRules(true)]).map((e) => e.message);

  test("every operation passes the limits", () => {
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) expect(errorsOf(print(documentOf(operation))), operation.name?.value).toEqual([]);
  });

  test("so do all its queries merged into one request, more than any page sends", () => {
    const queries = operations.filter((o) => o.operation === "query").map((o) => ({ document: documentOf(o), variables: {} }));
    expect(errorsOf(mergeQueries(queries).text)).toEqual([]);
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
