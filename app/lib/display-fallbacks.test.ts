import { describe, expect, it, vi } from "vitest";
import { cityOrUnknown, hexColorOr } from "./display-fallbacks";

describe("display fallbacks (spec 1 §8)", () => {
  it("a missing or blank city reads Unknown City", () => {
    expect(cityOrUnknown(null)).toBe("Unknown City");
    expect(cityOrUnknown("  ")).toBe("Unknown City");
    expect(cityOrUnknown("Lisbon")).toBe("Lisbon");
  });
  it("a valid hex colour is kept, silently", () => {
    const warn = vi.fn();
    for (const colour of ["#3D1277", "#fff", "#ffff", "#11223344"]) expect(hexColorOr(colour, warn)).toBe(colour);
    expect(warn).not.toHaveBeenCalled();
  });
  it("anything else is black, and logged", () => {
    const warn = vi.fn();
    for (const colour of ["3D1277", "#12345", "red", "#ggg", "", null, undefined, "#3D1277; background: url(x)"]) {
      expect(hexColorOr(colour, warn)).toBe("#000000");
    }
    expect(warn).toHaveBeenCalledTimes(8);
  });
});
