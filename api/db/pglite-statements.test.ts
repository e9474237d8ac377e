// Named prepared statements on PGlite (pglite-statements.ts, docs/decisions/0045): the same
// answers as PGlite's own query(), each text parsed once, errors as PGlite reports them.
import { PGlite, type Results } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_PREPARED_STATEMENTS, usePreparedStatements, type PreparedStatements } from "./pglite-statements.js";

const TEXT = 25;

describe("PGlite queries on named statements", () => {
  let plain: PGlite;
  let pg: PGlite;
  let prepared: PreparedStatements;

  beforeAll(async () => {
    [plain, pg] = await Promise.all([PGlite.create(), PGlite.create()]);
    prepared = usePreparedStatements(pg);
    for (const db of [plain, pg]) {
      await db.exec(`create table items (
        id uuid primary key, at timestamptz, n int4, big int8, ok boolean, doc jsonb, tags text[], price numeric, name text)`);
    }
  });
  afterAll(async () => {
    await Promise.all([plain.close(), pg.close()]);
  });

  /** Counts PGlite's calls into WebAssembly while `work` runs. */
  async function callsDuring(work: () => Promise<unknown>, db = pg) {
    const original = db.execProtocolStream.bind(db);
    let calls = 0;
    db.execProtocolStream = ((...args: Parameters<PGlite["execProtocolStream"]>) => {
      calls += 1;
      return original(...args);
    }) as PGlite["execProtocolStream"];
    try {
      await work();
    } finally {
      db.execProtocolStream = original;
    }
    return calls;
  }

  const row = [
    "6d7e5d87-89fb-4b75-a5c0-c01fbb01faa2",
    new Date("2026-11-28T09:00:00.123Z"),
    7,
    "9007199254740993",
    true,
    { k: [1, "two"], nested: { ok: null } },
    ["a", "b c", 'd"e'],
    "12.50",
    "Łódź café 🎷",
  ];
  const insert = "insert into items values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *";
  const byId = "select * from items where id = $1";

  test("answers as PGlite's query() does: values written and read, array rows, a query's parsers", async () => {
    const results: Results[] = [];
    for (const db of [plain, pg]) results.push(await db.query(insert, row));
    expect(results[1]).toEqual(results[0]);
    expect(results[1].rows[0]).toMatchObject({ n: 7, ok: true, tags: ["a", "b c", 'd"e'], doc: row[5], name: "Łódź café 🎷" });

    for (const options of [undefined, { rowMode: "array" as const }, { parsers: { [TEXT]: (value: string) => `text ${value}` } }]) {
      const [expected, actual] = [await plain.query(byId, [row[0]], options), await pg.query(byId, [row[0]], options)];
      expect(actual).toEqual(expected);
    }
    const nulls = "select $1::text as a, $2::int4 as b, $3::timestamptz as c";
    expect(await pg.query(nulls, [null, undefined, "2026-11-28 10:00:00+00"])).toEqual(await plain.query(nulls, [null, undefined, "2026-11-28 10:00:00+00"]));
  });

  test("a text is parsed once: after the first time, a query is one call into WebAssembly", async () => {
    const text = "select n + $1::int4 as total from items where id = $2";
    const first = await callsDuring(() => pg.query(text, [1, row[0]]));
    const again = await callsDuring(async () => {
      for (let i = 0; i < 5; i++) expect((await pg.query<{ total: number }>(text, [i, row[0]])).rows).toEqual([{ total: 7 + i }]);
    });
    expect(first).toBe(2);
    expect(again).toBe(5);
    // PGlite's own query() takes six calls a query.
    expect(await callsDuring(() => plain.query(text, [1, row[0]]), plain)).toBe(6);
  });

  test("queries without parameters, or with a notice listener, are PGlite's own", async () => {
    const before = prepared.size;
    expect((await pg.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    const notices: string[] = [];
    const noticed = await pg.query<{ n: number }>("select $1::int4 as n", [5], { onNotice: (notice) => notices.push(notice.message ?? "") });
    expect(noticed.rows).toEqual([{ n: 5 }]);
    expect(prepared.size).toBe(before);
  });

  test("errors are PGlite's, with their query, and leave the statement and the connection usable", async () => {
    const error = (await pg.query(byId, ["not a uuid"]).catch((caught: unknown) => caught)) as { code: string; query: string };
    expect(error.code).toBe("22P02");
    expect(error.query).toBe(byId);
    expect((await pg.query(byId, [row[0]])).rows).toHaveLength(1);

    const before = prepared.size;
    const syntax = (await pg.query("selec nothing where $1", [1]).catch((caught: unknown) => caught)) as { code: string };
    expect(syntax.code).toBe("42601");
    expect(prepared.size).toBe(before);
    expect((await pg.query<{ n: number }>("select $1::int4 as n", [3])).rows).toEqual([{ n: 3 }]);
  });

  test("in a transaction: prepared too, committed or rolled back as a whole", async () => {
    const id = "1f0e5d87-89fb-4b75-a5c0-c01fbb01faa2";
    const calls = await callsDuring(() =>
      pg.transaction(async (tx) => {
        await tx.query("insert into items (id, n) values ($1, $2)", [id, 1]);
        await tx.query("update items set n = n + $2 where id = $1", [id, 1]);
      }),
    );
    expect((await pg.query<{ n: number }>("select n from items where id = $1", [id])).rows).toEqual([{ n: 2 }]);
    expect(calls).toBeGreaterThan(0);

    const failed = (await pg
      .transaction(async (tx) => {
        await tx.query("update items set n = $2 where id = $1", [id, 50]);
        await tx.query("insert into items (id) values ($1)", [id]); // duplicate key
      })
      .catch((caught: unknown) => caught)) as { code: string };
    expect(failed.code).toBe("23505");
    expect((await pg.query<{ n: number }>("select n from items where id = $1", [id])).rows).toEqual([{ n: 2 }]);

    const closed = await pg.transaction(async (tx) => tx);
    await expect(closed.query("select $1::int4", [1])).rejects.toThrow(/closed/);
  });

  test("a statement whose columns a migration changed is prepared again", async () => {
    const text = "select * from items where id = $1";
    await pg.query(text, [row[0]]);
    await pg.exec("alter table items add column extra int4");
    const answer = await pg.query<Record<string, unknown>>(text, [row[0]]);
    expect(answer.rows[0]).toHaveProperty("extra", null);
  });

  test("at most MAX_PREPARED_STATEMENTS are kept; the least recently used are closed", async () => {
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 30; i++) await pg.query(`select $1::int4 + ${i} as n`, [i]);
    expect(prepared.size).toBe(MAX_PREPARED_STATEMENTS);
    // Closed in the next call's messages: Postgres holds as many as are kept.
    await pg.query("select $1::int4 as n", [0]);
    const held = await pg.query<{ count: number }>("select count(*)::int4 as count from pg_prepared_statements where not from_sql and $1", [true]);
    expect(held.rows[0].count).toBe(prepared.size);
  });
});
