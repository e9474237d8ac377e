import { describe, expect, it } from "vitest";
import { cityOrUnknown } from "./display-fallbacks";

describe("display fallbacks (spec 1 §8)", () => {
  it("a missing or blank city reads Unknown City", () => {
    expect(cityOrUnknown(null)).toBe("Unknown City");
    expect(cityOrUnknown("  ")).toBe("Unknown City");
    expect(cityOrUnknown("Lisbon")).toBe("Lisbon");
  });
});
