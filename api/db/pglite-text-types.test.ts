import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTemporalTypesAsText } from "./pglite-text-types.js";

const visits = pgTable("visits", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }),
  local: timestamp("local", { mode: "string" }),
  day: date("day", { mode: "string" }),
  stay: interval("stay"),
});

const setUp = `
  create table visits (id int primary key, at timestamptz, local timestamp, day date, stay interval);
  insert into visits values (1, '2026-11-30 18:45:12.345+01', '2026-11-30 18:45:12', '2026-11-30', '1 day 02:00:00');
`;

/** Every temporal type and its array, and a few others, as a raw statement reads them. */
const everyType = sql`select now()::timestamptz as at, '2026-11-30 18:45:12'::timestamp as local, '2026-11-30'::date as day,
  interval '90 minutes' as stay, array['2026-11-30 18:45:12+00'::timestamptz] as ats, array['2026-11-30 18:45:12'::timestamp] as locals,
  array['2026-11-30'::date] as days, array[interval '1 day'] as stays, array[1.25::numeric] as amounts, 1.25::numeric as amount,
  '{"a":1}'::jsonb as doc, true as yes, 9007199254740993::int8 as big, '18:45:12'::time as clock`;

describe("PGlite reading drizzle's text types once, not per statement", () => {
  let plain: PGlite;
  let embedded: PGlite;
  const sent: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    plain = new PGlite();
    embedded = new PGlite();
    await Promise.all([plain.waitReady, embedded.waitReady]);
    await plain.exec(setUp);
    await embedded.exec(setUp);
    // What reaches the database, for the last test.
    const query = embedded.query.bind(embedded);
    embedded.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      sent.push(options);
      return query(text, params, options);
    }) as PGlite["query"];
  });
  afterAll(async () => {
    await plain.close();
    await embedded.close();
  });

  it("gives drizzle the values its own driver gives it, in statements and in transactions", async () => {
    const expected = drizzle(plain);
    const { forDrizzle } = readTemporalTypesAsText(embedded);
    const actual = drizzle(forDrizzle);
    const rows = async (db: typeof actual) => {
      const raw = (await db.execute(everyType)).rows[0] as Record<string, unknown>;
      const built = await db.select().from(visits).where(eq(visits.id, 1));
      const inTransaction = await db.transaction((tx) => tx.select().from(visits).where(eq(visits.id, 1)));
      return { raw: { ...raw, at: typeof raw.at }, built, inTransaction };
    };
    const [want, got] = await Promise.all([rows(expected), rows(actual)]);
    expect(got).toEqual(want);
    expect(got.built[0].at).toEqual(new Date("2026-11-30T17:45:12.345Z"));
    expect(got.built[0]).toMatchObject({ local: "2026-11-30 18:45:12", day: "2026-11-30", stay: "1 day 02:00:00" });
    expect(got.raw).toMatchObject({ local: "2026-11-30 18:45:12", days: "{2026-11-30}", amounts: "{1.25}", ats: '{"2026-11-30 18:45:12+00"}' });
  });

  it("keeps PGlite's usual Dates for the job queue", async () => {
    const { rows } = await readTemporalTypesAsText(embedded).forJobs.query<{ at: unknown; day: unknown }>("select at, day from visits where id = $1", [1]);
    expect(rows[0].at).toEqual(new Date("2026-11-30T17:45:12.345Z"));
    expect(rows[0].day).toBeInstanceOf(Date);
    const [result] = await readTemporalTypesAsText(embedded).forJobs.exec("select at from visits");
    expect(result.rows[0].at).toBeInstanceOf(Date);
  });

  it("sends drizzle's statements without parsers of their own, which PGlite would copy its whole table for", async () => {
    sent.length = 0;
    const db = drizzle(readTemporalTypesAsText(embedded).forDrizzle);
    await db.select().from(visits);
    await db.execute(sql`select 1`);
    expect(sent.length).toBe(2);
    expect(sent.every((options) => options !== undefined && !("parsers" in options))).toBe(true);
    expect(sent.map((options) => options?.rowMode)).toEqual(["array", "object"]);
  });
});
