import { describe, expect, it } from "vitest";
import { slugFromTitle } from "./slugs.js";

describe("slugFromTitle", () => {
  it("keeps lower-case ASCII words joined by hyphens, then a random tail", () => {
    expect(slugFromTitle("  Rooftop Jazz — Night #2! ", "event")).toMatch(/^rooftop-jazz-night-2-[0-9a-f]{6}$/);
    expect(slugFromTitle("Café Crème", "club", { tailBytes: 2 })).toMatch(/^cafe-creme-[0-9a-f]{4}$/);
  });

  it("uses the fallback for a title with no letters or digits, and cuts long ones without a trailing hyphen", () => {
    expect(slugFromTitle("🎉 !!", "badge")).toMatch(/^badge-[0-9a-f]{6}$/);
    const long = slugFromTitle(`${"a".repeat(49)} bcd`, "club", { maxLength: 50 });
    expect(long).toMatch(/^a{49}-[0-9a-f]{6}$/);
  });

  it("gives two of one name different slugs", () => {
    expect(slugFromTitle("Same", "event")).not.toBe(slugFromTitle("Same", "event"));
  });
});
