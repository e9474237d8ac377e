import { describe, expect, it } from "vitest";
import { achievementSchema, activeWindow, formDaysOf } from "./achievement-schemas";

describe("the achievement form", () => {
  it("a tier badge needs its tier", () => {
    const result = achievementSchema.safeParse({ displayName: "Gold", category: "TIER" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["tier"]);
    expect(achievementSchema.safeParse({ displayName: "Gold", category: "TIER", tier: "RUBY" }).success).toBe(true);
  });
  it("the last day cannot come before the first", () => {
    expect(achievementSchema.safeParse({ displayName: "X", category: "EVENT", activeFrom: "2026-05-02", activeTo: "2026-05-01" }).success).toBe(false);
    expect(achievementSchema.safeParse({ displayName: "X", category: "EVENT", activeFrom: "2026-05-02", activeTo: "2026-05-02" }).success).toBe(true);
  });
  it("a supply is a whole number above 0", () => {
    expect(achievementSchema.safeParse({ displayName: "X", category: "EVENT", maxSupply: 0 }).success).toBe(false);
    expect(achievementSchema.safeParse({ displayName: "X", category: "EVENT", maxSupply: 1.5 }).success).toBe(false);
  });
});

describe("the active window", () => {
  it("runs from the first day's start to the end of the last day (UTC)", () => {
    expect(activeWindow({ activeFrom: "2026-05-01", activeTo: "2026-05-31" })).toEqual({ activeFromUtc: "2026-05-01T00:00:00.000Z", activeToUtc: "2026-06-01T00:00:00.000Z" });
    expect(activeWindow({})).toEqual({ activeFromUtc: null, activeToUtc: null });
  });
  it("reads back as the same days in the edit form", () => {
    expect(formDaysOf({ activeFromUtc: "2026-05-01T00:00:00.000Z", activeToUtc: "2026-06-01T00:00:00.000Z" })).toEqual({ activeFrom: "2026-05-01", activeTo: "2026-05-31" });
    expect(formDaysOf({})).toEqual({ activeFrom: undefined, activeTo: undefined });
  });
});
