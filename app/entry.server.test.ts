import { describe, expect, it } from "vitest";
import { documentBytes } from "./entry.server";

describe("the document's bytes", () => {
  it("encodes the renderer's text once, so a character split between two writes stays whole", () => {
    const emoji = "🎷";
    const bytes = documentBytes(["<p>Rooftop Jazz ", emoji.slice(0, 1), emoji.slice(1), " Night</p>"]);
    expect(new TextDecoder().decode(bytes)).toBe(`<p>Rooftop Jazz ${emoji} Night</p>`);
  });

  it("keeps bytes the renderer wrote among its text, in order", () => {
    const bytes = documentBytes(["<!DOCTYPE html>", Buffer.from("<html>"), "<body>café</body></html>"]);
    expect(new TextDecoder().decode(bytes)).toBe("<!DOCTYPE html><html><body>café</body></html>");
  });

  it("encodes pieces of either width in place, the long two-byte ones too", () => {
    const wide = `${"Łódź ".repeat(14_000)}🎷`;
    const pieces = ["<p>", wide.slice(0, 40_001), wide.slice(40_001), Buffer.from("<br>"), "café", "\ud83c", "\udfb7</p>", "\ud83c"];
    const text = new TextDecoder().decode(documentBytes(pieces));
    expect(text).toBe(`<p>${wide}<br>café🎷</p>\ufffd`);
  });
});
