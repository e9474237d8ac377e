import { describe, expect, test } from "vitest";
import { escapeHtml, narrowed, withLatin1Characters } from "./html";
import { heldAsOneByte, heldAsTwoBytes } from "./string-representation.test-support";

describe("markup kept in Latin-1", () => {
  test("escapes as escape-html does, and writes each character past Latin-1 as a reference", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
    expect(escapeHtml("Café – 東京 ’ ✓")).toBe("Café &#8211; &#26481;&#20140; &#8217; &#10003;");
  });

  test("a character past U+FFFF is one reference, and a lone surrogate the replacement character", () => {
    expect(escapeHtml("Jazz 🎷!")).toBe("Jazz &#127927;!");
    expect(escapeHtml("a\ud83cb\udfb7c")).toBe("a&#65533;b&#65533;c");
  });

  test("leaves Latin-1 as it is, the very same string", () => {
    const latin = "Zoë Ørsted · ×2 ¡olé! <b>";
    expect(withLatin1Characters(latin)).toBe(latin);
    expect([...escapeHtml(`${latin} 😀 — end`)].every((character) => character.charCodeAt(0) <= 0xff)).toBe(true);
  });

  test("reads back as the text it was: every reference names the character it stands for", () => {
    const text = "Łódź — 🎷 東京 “quoted” ünïcödé";
    const decoded = withLatin1Characters(text).replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
    expect(decoded).toBe(text);
  });

  test("comes back one byte a character from a value past Latin-1", () => {
    // The escapes alone would leave it two bytes a character, as replace() keeps the original's width.
    const name = heldAsTwoBytes("Zoë Łukasz — 🎷");
    expect(heldAsOneByte(name.replace(/[\u0100-\uffff]/g, (character) => `&#${character.charCodeAt(0)};`))).toBe(false);
    const escaped = escapeHtml(name);
    expect(escaped).toBe("Zoë &#321;ukasz &#8212; &#127927;");
    expect(heldAsOneByte(escaped)).toBe(true);
    expect(heldAsOneByte(withLatin1Characters(`<b>${name}</b>`))).toBe(true);
  });

  test("narrows Latin-1 text held at two bytes a character, keeping every character", () => {
    const wide = heldAsTwoBytes("Olé ×2 Ł").slice(0, -2);
    expect(heldAsOneByte(wide)).toBe(false);
    expect(narrowed(wide)).toBe("Olé ×2");
    expect(heldAsOneByte(narrowed(wide))).toBe(true);
  });
});
