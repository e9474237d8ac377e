import { describe, expect, it } from "vitest";
// @ts-expect-error: the bench is plain JavaScript without declarations
import { pairedP99Ratio, pairedRatio, slowestQuery } from "./measure.mjs";

describe("the bench's ratio to the baseline", () => {
  it("compares each round with the baseline loaded just before it, not with the run's mean baseline", () => {
    // The machine slowed down between the rounds: both pages lost half their speed.
    const runs = [
      { rps: 500, baselineRps: 1000 },
      { rps: 250, baselineRps: 500 },
    ];
    expect(pairedRatio(runs)).toBeCloseTo(0.5);
  });

  it("refuses a round without its baseline", () => {
    expect(() => pairedRatio([{ rps: 500 }])).toThrow(/baseline/);
    expect(() => pairedRatio([])).toThrow(/baseline/);
  });
});

describe("the bench's p99 against the baseline's", () => {
  it("takes each round's p99 over the p99 of the baseline loaded just before it, and the worst round", () => {
    const runs = [
      { p99: 30, baselineP99: 20 },
      { p99: 60, baselineP99: 20 },
      { p99: 40, baselineP99: 40 },
    ];
    expect(pairedP99Ratio(runs)).toBeCloseTo(3);
  });

  it("counts a baseline p99 under 1 ms as 1 ms", () => {
    expect(pairedP99Ratio([{ p99: 2, baselineP99: 0 }])).toBeCloseTo(2);
  });

  it("refuses a round without its baseline", () => {
    expect(() => pairedP99Ratio([{ p99: 20 }])).toThrow(/baseline/);
    expect(() => pairedP99Ratio([])).toThrow(/baseline/);
  });
});

describe("the slowest SQL of a page", () => {
  it("leaves out background work: the outbox dispatcher and the job queue's statements", async () => {
    const { appendFileSync, mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "bench-sql-"));
    const log = join(dir, "queries.jsonl");
    writeFileSync(log, "");
    try {
      const slowest = await slowestQuery(log, async () => {
        const lines = [
          { ms: 9, sql: 'update "outbox" set "attempts" = 1' },
          { ms: 8, sql: "WITH next AS (SELECT id FROM pgboss.job_common j WHERE state < 'active') UPDATE pgboss.job_common SET state = 'active'" },
          { ms: 2, sql: 'select "id", "name" from "clubs" where "clubs"."id" = $1' },
          { ms: 1, sql: 'select "id" from "users" where "users"."id" = $1' },
        ];
        appendFileSync(log, lines.map((line) => JSON.stringify(line)).join("\n") + "\n");
      });
      expect(slowest).toMatchObject({ ms: 2, statements: 2 });
      expect(slowest.sql).toContain('"clubs"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
