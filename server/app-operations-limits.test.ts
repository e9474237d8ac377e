// The web app's own GraphQL documents against the API's limits (api/graphql/router.ts):
// every operation, and all its queries merged as one request, must pass. Here in server/
// because it needs both sides, which no file of app/ or api/ may import together.
import { readdirSync, readFileSync } from "node:fs";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { describe, expect, test } from "vitest";
import { mergeQueries } from "../app/.server/platform/graphql-batch.server";
import { buildSchema, Kind, parse, print, specifiedRules, validate, type DefinitionNode, type DocumentNode } from "../api/graphql/graphql-js";
import { limitRules, parseWithTokenLimit } from "../api/graphql/router";
import { loadContractSchema } from "../api/graphql/schema-files";

describe("the web app's own documents", () => {
  const schema = buildSchema(loadContractSchema());
  const folder = new URL("../app/graphql/", import.meta.url);
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

  // One request carries the queries of one navigation's loaders (the root's, its layouts',
  // the page's; app/.server/platform/graphql-batch.server.ts): the four costliest merged stand for the worst.
  test("so do its four costliest queries merged into one request, more than any page's loaders send at once", () => {
    const costOf = (document: DocumentNode) => {
      const [error] = validate(schema, document, [costLimitRule({ maxCost: 0, propagateOnRejection: false, onReject: [(context, e) => context?.reportError(e)] })]);
      return Number(/found (\d+(?:\.\d+)?)/.exec(error?.message ?? "")?.[1] ?? 0);
    };
    const queries = operations
      .filter((o) => o.operation === "query")
      .map((o) => ({ document: documentOf(o), variables: {} }))
      .map((query) => ({ query, cost: costOf(query.document) }))
      .sort((a, b) => b.cost - a.cost);
    expect(queries[0].cost).toBeGreaterThan(100);
    expect(errorsOf(mergeQueries(queries.slice(0, 4).map(({ query }) => query)).text)).toEqual([]);
  });
});
