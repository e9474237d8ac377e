import { describe, expect, test } from "vitest";
import { buildSchema, specifiedRules } from "./graphql-js.js";
import { createDocumentCache } from "./document-cache.js";

const schema = buildSchema("type Query { hello: String }");

describe("createDocumentCache", () => {
  test("parses a query text once and validates the document once", () => {
    const cache = createDocumentCache();
    const first = cache.parse("{ hello }");
    expect(cache.parse("{ hello }")).toBe(first);
    const errors = cache.validate(schema, first, specifiedRules);
    expect(errors).toEqual([]);
    expect(cache.validate(schema, first, specifiedRules)).toBe(errors);
  });

  test("keeps validation errors with their document, and never keeps a syntax error", () => {
    const cache = createDocumentCache();
    const bad = cache.parse("{ goodbye }");
    const errors = cache.validate(schema, bad, specifiedRules);
    expect(errors.map((e) => e.message)).toEqual(['Cannot query field "goodbye" on type "Query".']);
    expect(cache.validate(schema, cache.parse("{ goodbye }"), specifiedRules)).toBe(errors);
    expect(() => cache.parse("{ hello")).toThrow(/Syntax Error/);
    expect(() => cache.parse("{ hello")).toThrow(/Syntax Error/);
  });
});
