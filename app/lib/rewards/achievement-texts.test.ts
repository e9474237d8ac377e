import { describe, expect, it } from "vitest";
import { activeWindowLabel, categoryLabel, claimedLabel, conditionLabel, supplyLabel } from "./achievement-texts";

describe("a badge's words (spec 3 §4)", () => {
  it("the picker's labels, a tier badge with its tier, OTHER as None", () => {
    expect(categoryLabel("LAUNCH_DAY_SUPPORTER")).toBe("Launch Day supporter");
    expect(categoryLabel("TIER", "EMERALD")).toBe("Tier badge (Emerald)");
    expect(categoryLabel("TIER")).toBe("Tier badge");
    expect(categoryLabel("OTHER")).toBe("None");
  });
  it("the supply given and left", () => {
    expect(supplyLabel(3, 10)).toBe("3 of 10");
    expect(supplyLabel(3, null)).toBe("3 (no limit)");
  });
  it("the public page's supply, window and condition", () => {
    expect(claimedLabel(12, 100)).toBe("12 of 100 claimed");
    expect(claimedLabel(12, null)).toBe("12 claimed");
    const day = (iso: string) => iso.slice(0, 10);
    // The window's end is exclusive: its last day is the day before.
    expect(activeWindowLabel("2027-01-01T00:00:00.000Z", "2027-02-01T00:00:00.000Z", day)).toBe("from 2027-01-01 through 2027-01-31");
    expect(activeWindowLabel(null, null, day)).toBe("");
    expect(conditionLabel({ kind: "CLUB_EVENTS_ATTENDED", count: 3 })).toBe("Checking in at 3 of the club's events");
    expect(conditionLabel({ kind: "CLUB_EVENTS_ATTENDED", count: 1 })).toBe("Checking in at one of the club's events");
    expect(conditionLabel(null)).toBeNull();
  });
});
