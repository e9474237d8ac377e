import { describe, expect, it } from "vitest";
// @ts-expect-error: the bench is plain JavaScript without declarations
import { pairedRatio } from "./measure.mjs";

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
