import { describe, expect, test } from "vitest";
import { mediaUrl } from "./media-url";

describe("mediaUrl (spec 1 §3)", () => {
  const cases: [label: string, path: string | null | undefined, host: string | null, expected: string | null][] = [
    ["relative path, media host", "/media/a.webp?v=1", "https://cdn.example.com", "https://cdn.example.com/media/a.webp?v=1"],
    ["relative path without slash", "media/a.webp", "https://cdn.example.com/", "https://cdn.example.com/media/a.webp"],
    ["host with a path", "/media/a.webp", "https://example.com/assets/", "https://example.com/assets/media/a.webp"],
    ["no media host: stays on this site", "/media/a.webp", null, "/media/a.webp"],
    ["no media host, no slash", "media/a.webp", null, "/media/a.webp"],
    ["absolute https left alone", "https://img.example.org/x.png", "https://cdn.example.com", "https://img.example.org/x.png"],
    ["absolute http left alone", "http://img.example.org/x.png", "https://cdn.example.com", "http://img.example.org/x.png"],
    ["protocol-relative left alone", "//img.example.org/x.png", "https://cdn.example.com", "//img.example.org/x.png"],
    ["data URL left alone", "data:image/png;base64,AAAA", "https://cdn.example.com", "data:image/png;base64,AAAA"],
    ["empty → null", "  ", "https://cdn.example.com", null],
    ["missing → null", null, "https://cdn.example.com", null],
  ];
  test.each(cases)("%s", (_label, path, host, expected) => {
    expect(mediaUrl(path, host)).toBe(expected);
  });
});
