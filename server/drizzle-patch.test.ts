// drizzle-orm is patched (patches/drizzle-orm+0.45.4.patch, docs/decisions/0044): `is(value,
// type)`, which asks whether a query's part is a table, a column, a parameter and so on,
// walked the value's class chain for every "no", several times for each part of every query
// the API builds. It now keeps each answer per (prototype, class). These tests hold the
// answers to upstream's algorithm, copied below, and check that an answer is not worked out
// twice.
import { and, eq, entityKind, is, Column, Param, Placeholder, SQL, sql, Table } from "drizzle-orm";
import { alias, pgTable, text, uuid, PgColumn, PgTable } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, test } from "vitest";

/** drizzle-orm 0.45.4's `is`, as published. */
function upstreamIs(value: unknown, type: abstract new (...args: never[]) => unknown): boolean {
  if (!value || typeof value !== "object") return false;
  if (value instanceof type) return true;
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(`Class "${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity.`);
  }
  let cls = Object.getPrototypeOf(value).constructor;
  while (cls) {
    if (entityKind in cls && cls[entityKind] === (type as unknown as Record<symbol, unknown>)[entityKind]) return true;
    cls = Object.getPrototypeOf(cls);
  }
  return false;
}

const people = pgTable("people", { id: uuid("id").primaryKey(), name: text("name").notNull() });
const friend = alias(people, "friend");

describe("drizzle's is(), answered once per prototype and class", () => {
  const values: [string, unknown][] = [
    ["table", people],
    ["aliased table", friend],
    ["column", people.name],
    ["aliased column", friend.name],
    ["sql", sql`select 1`],
    ["condition", and(eq(people.id, "a"), eq(people.name, "b"))],
    ["param", new Param(1)],
    ["placeholder", sql.placeholder("id")],
    ["plain object", { a: 1 }],
    ["array", [1, 2]],
    ["object without prototype", Object.create(null)],
    ["string", "people"],
    ["null", null],
  ];
  const types = [Table, PgTable, Column, PgColumn, SQL, Param, Placeholder] as const;

  /** An answer, or the error it threw (upstream throws for an object without a prototype). */
  const outcome = (ask: () => boolean) => {
    try {
      return ask();
    } catch (error) {
      return (error as Error).constructor.name;
    }
  };

  test("every answer is upstream's, the first time and again", () => {
    for (const [label, value] of values) {
      for (const type of types) {
        const expected = outcome(() => upstreamIs(value, type));
        expect(outcome(() => is(value, type)), `${label} is ${type.name}`).toBe(expected);
        expect(outcome(() => is(value, type)), `${label} is ${type.name}, asked again`).toBe(expected);
      }
    }
    expect(outcome(() => upstreamIs(Object.create(null), SQL))).toBe("TypeError");
  });

  test("a class that is not drizzle's is refused each time, as upstream does", () => {
    // The types forbid it; a JavaScript caller can still pass one.
    const NotAnEntity = class {} as unknown as Parameters<typeof is>[1];
    expect(() => is(sql`select 1`, NotAnEntity)).toThrow(/doesn't look like a Drizzle entity/);
    expect(() => is(sql`select 1`, NotAnEntity)).toThrow(/doesn't look like a Drizzle entity/);
  });

  test("the class chain is walked once for a prototype and a class", () => {
    class Custom {
      static readonly [entityKind]: string = "PatchTestCustom";
    }
    let walks = 0;
    const watched = new Proxy(Custom, {
      has(target, key) {
        if (key === entityKind) walks += 1;
        return Reflect.has(target, key);
      },
    });
    // Values whose prototype names the watched class as its constructor: is() walks from there.
    const prototype = Object.create(Custom.prototype, { constructor: { value: watched } });
    const first = Object.create(prototype);
    const second = Object.create(prototype);

    expect(is(first, SQL)).toBe(false);
    const walked = walks;
    expect(walked).toBeGreaterThan(0);
    expect(is(second, SQL)).toBe(false);
    expect(is(first, SQL)).toBe(false);
    expect(walks).toBe(walked);
  });

  test("queries build as before, with aliases, parameters and placeholders", () => {
    const db = drizzle.mock();
    const query = db
      .select({ name: people.name, friendName: friend.name })
      .from(people)
      .innerJoin(friend, eq(friend.id, people.id))
      .where(and(eq(people.name, sql.placeholder("name")), eq(friend.name, "Ana")))
      .toSQL();
    expect(query.sql).toBe(
      'select "people"."name", "friend"."name" from "people" inner join "people" "friend" on "friend"."id" = "people"."id" where ("people"."name" = $1 and "friend"."name" = $2)',
    );
    expect(query.params).toEqual([sql.placeholder("name"), "Ana"]);
    const insert = db.insert(people).values({ id: "a", name: "Bo" }).returning({ id: people.id }).toSQL();
    expect(insert.sql).toBe('insert into "people" ("id", "name") values ($1, $2) returning "id"');
    expect(insert.params).toEqual(["a", "Bo"]);
  });
});
