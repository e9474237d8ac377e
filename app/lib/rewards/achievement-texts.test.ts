import { describe, expect, it } from "vitest";
import { categoryLabel, supplyLabel } from "./achievement-texts";

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
});
