import { readFileSync } from "node:fs";
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { EventPageDocument, ShellUserDocument } from "~/graphql/generated";
import { mergeableOperation, mergeQueries } from "./graphql-batch.server";

// The API's schema: its base, then one file per area.
const schemaFiles = ["graphql/base.graphql", "access/schema.graphql", "account/schema.graphql", "events/schema.graphql"];
const schema = buildSchema(schemaFiles.map((file) => readFileSync(new URL(`../../../api/${file}`, import.meta.url), "utf8")).join("\n"));

describe("mergeQueries", () => {
  const merged = mergeQueries([
    { document: ShellUserDocument, variables: {} },
    { document: EventPageDocument, variables: { slugOrId: "rooftop-jazz-night" } },
  ]);

  it("makes one valid operation of the layout's and the page's queries", () => {
    expect(validate(schema, parse(merged.text))).toEqual([]);
    expect(merged.text).toMatch(/b0_user: user/);
    expect(merged.text).toMatch(/b1_event: event/);
    expect(merged.variables).toEqual({ b1_slugOrId: "rooftop-jazz-night" });
  });

  it("renames fragments and variables so that two queries cannot collide", () => {
    const withFragment = parse(`query Q($id: String!) { event { bySlugOrId(slugOrId: $id) { ...F } } } fragment F on Event { slug }`);
    const twice = mergeQueries([
      { document: withFragment, variables: { id: "a" } },
      { document: withFragment, variables: { id: "b" } },
    ]);
    expect(validate(schema, parse(twice.text))).toEqual([]);
    expect(twice.variables).toEqual({ b0_id: "a", b1_id: "b" });
  });

  it("gives each query its own data and errors back, under its own names", () => {
    const parts = merged.split({
      data: { b0_user: { me: { name: "Sam" } }, b1_event: null },
      errors: [{ message: "Not found", path: ["b1_event", "bySlugOrId"], extensions: { code: "NOT_FOUND" } }],
    });
    expect(parts[0]).toEqual({ data: { user: { me: { name: "Sam" } } } });
    expect(parts[1].data).toEqual({ event: null });
    expect(parts[1].errors).toEqual([{ message: "Not found", path: ["event", "bySlugOrId"], extensions: { code: "NOT_FOUND" } }]);
  });

  it("gives an error without a path to every query", () => {
    const parts = merged.split({ errors: [{ message: "Your session has expired." }] });
    expect(parts.map((part) => part.errors?.length)).toEqual([1, 1]);
  });

  it("only merges single queries with plain root fields", () => {
    expect(mergeableOperation(ShellUserDocument)).not.toBeNull();
    expect(mergeableOperation(parse("mutation { user { deactivate } }"))).toBeNull();
    expect(mergeableOperation(parse("query A { user { me { name } } } query B { user { me { name } } }"))).toBeNull();
    expect(mergeableOperation(parse("query { ...on Query { user { me { name } } } }"))).toBeNull();
  });
});
