// PGlite is patched (patches/@electric-sql+pglite+0.5.16.patch, docs/decisions/0034): a query
// that brings parsers of its own (drizzle brings nine with every query, to keep dates as
// strings) used to get a copy of the instance's whole parser table merged with them, 318
// entries, about 66 µs a query; the patched parser looks its own up first and the instance's
// behind them. These tests hold the parsed values to what the merge gave, and check that the
// table is not copied. Only the ES module build is patched: the server, drizzle's driver and
// these tests load that one.
//
// Its protocol reader also decodes each text value where it lies in the answer, rather than
// copying its bytes into a new ArrayBuffer first: a copy per value was 3.4 s of the 17 s the
// API thread spent on a CSV export of 100,000 attendees.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

const TIMESTAMPTZ = 1184;
const INT4 = 23;

describe("PGlite's results with a query's own parsers", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec("create table t (id int4, at timestamptz, tags text[], counts int4[], doc jsonb, ok boolean, price numeric)");
    await db.exec(`insert into t values (7, '2026-11-26 13:00:00+00', '{a,"b c"}', '{3,5}', '{"k":[1,2]}', true, 12.50)`);
  });
  afterAll(async () => {
    await db.close();
  });

  const row = { id: 7, tags: ["a", "b c"], counts: [3, 5], doc: { k: [1, 2] }, ok: true, price: "12.50" };

  test("a query's parser wins for its type; every other type keeps the instance's parser", async () => {
    const own = await db.query<Record<string, unknown>>("select * from t", [], { parsers: { [TIMESTAMPTZ]: (value: string) => `kept ${value}` } });
    expect(own.rows).toEqual([{ ...row, at: "kept 2026-11-26 13:00:00+00" }]);
    const plain = await db.query<Record<string, unknown>>("select * from t");
    expect(plain.rows).toEqual([{ ...row, at: new Date("2026-11-26T13:00:00Z") }]);
    // A query's parser for a type the instance also parses (int4) replaces it, in array rows too.
    const arrays = await db.query<unknown[]>("select id, tags from t", [], { rowMode: "array", parsers: { [INT4]: (value: string) => `int ${value}` } });
    expect(arrays.rows).toEqual([["int 7", ["a", "b c"]]]);
  });

  test("through drizzle, as the API reads: dates stay strings, arrays and JSON are parsed", async () => {
    const orm = drizzle({ client: db });
    const result = await orm.execute(sql`select id, at, tags, counts, doc, ok from t`);
    expect(result.rows).toEqual([{ id: 7, at: "2026-11-26 13:00:00+00", tags: ["a", "b c"], counts: [3, 5], doc: { k: [1, 2] }, ok: true }]);
  });

  test("the instance's parser table is not copied for a query", async () => {
    let copies = 0;
    const table = db.parsers;
    db.parsers = new Proxy(table, {
      ownKeys(target) {
        copies += 1;
        return Reflect.ownKeys(target);
      },
    });
    try {
      const result = await db.query<{ id: number; tags: string[] }>("select id, tags from t", [], { parsers: { [TIMESTAMPTZ]: (value: string) => value } });
      expect(result.rows).toEqual([{ id: 7, tags: ["a", "b c"] }]);
    } finally {
      db.parsers = table;
    }
    expect(copies).toBe(0);
  });

  test("text values are decoded in place, and read as written", async () => {
    const values = ["Jazz – Łódź’s café 🎷 東京", "", "plain", null];
    const written = await db.query<{ value: string | null }>(
      "select unnest($1::text[]) as value",
      [values],
    );
    expect(written.rows.map((row) => row.value)).toEqual(values);

    const slice = ArrayBuffer.prototype.slice;
    let copies = 0;
    ArrayBuffer.prototype.slice = function (this: ArrayBuffer, ...range: [number?, number?]) {
      copies += 1;
      return slice.apply(this, range);
    };
    let rows: { value: string }[];
    try {
      rows = (await db.query<{ value: string }>("select 'value ' || i as value from generate_series(1, 200) as i")).rows;
    } finally {
      ArrayBuffer.prototype.slice = slice;
    }
    expect(rows).toHaveLength(200);
    expect(rows[199].value).toBe("value 200");
    // One copy of the answer as it arrives; none per value.
    expect(copies).toBeLessThan(20);
  });
});
