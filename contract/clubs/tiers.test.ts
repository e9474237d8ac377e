import { describe, expect, it } from "vitest";
import { tierStanding } from "./tiers.js";

const tiers = [
  { level: 2, name: "Silver", minimumPoints: 500 },
  { level: 1, name: "Bronze", minimumPoints: 100 },
  { level: 3, name: "Gold", minimumPoints: 2000 },
];

describe("tierStanding", () => {
  it("is below every tier before the lowest minimum, with progress towards it", () => {
    expect(tierStanding(tiers, 40)).toEqual({ current: null, next: tiers[1], pointsToNext: 60, percent: 40 });
  });

  it("reaches a tier at exactly its minimum and measures progress from there", () => {
    const standing = tierStanding(tiers, 500);
    expect(standing.current?.name).toBe("Silver");
    expect(standing.next?.name).toBe("Gold");
    expect(standing.pointsToNext).toBe(1500);
    expect(standing.percent).toBe(0);
    expect(tierStanding(tiers, 1250).percent).toBe(50);
  });

  it("stays at the top with nothing left to earn", () => {
    expect(tierStanding(tiers, 99_999)).toMatchObject({ current: { name: "Gold" }, next: null, pointsToNext: 0, percent: 100 });
  });

  it("has no tier and full progress for a club without tiers", () => {
    expect(tierStanding([], 10)).toEqual({ current: null, next: null, pointsToNext: 0, percent: 100 });
  });
});
