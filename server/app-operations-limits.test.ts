// The web app's own GraphQL documents against the API's limits (api/graphql/router.ts):
// every operation must pass, as a page sends it: one query written for it. Here in server/
// because it needs both sides, which no file of app/ or api/ may import together.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
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

});
