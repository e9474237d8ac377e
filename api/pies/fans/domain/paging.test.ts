// The fan lists' cursors and keywords, and the slider's seed (ADR 0069), without a database.
import { describe, expect, test } from "vitest";
import { decodeOffsetCursor, encodeOffsetCursor, likePattern, pageOf, pageSize } from "./paging.js";
import { sliderSeed } from "./lists.js";

describe("page cursors", () => {
  test("a cursor holds the position after the page; nothing else is accepted", () => {
    expect(decodeOffsetCursor(encodeOffsetCursor(24))).toBe(24);
    expect(decodeOffsetCursor(null)).toBe(0);
    expect(decodeOffsetCursor("")).toBe(0);
    for (const bad of ["nonsense", Buffer.from('{"o":-1}').toString("base64url"), Buffer.from('{"o":1.5}').toString("base64url"), Buffer.from("[1]").toString("base64url")]) {
      expect(() => decodeOffsetCursor(bad)).toThrow(expect.objectContaining({ code: "BAD_USER_INPUT" }));
    }
  });
  test("a page knows whether more follow", () => {
    expect(pageOf(["a", "b"], 10, 13)).toEqual({ nodes: ["a", "b"], totalCount: 13, pageInfo: { hasNextPage: true, endCursor: encodeOffsetCursor(12) } });
    expect(pageOf(["a"], 12, 13).pageInfo).toEqual({ hasNextPage: false, endCursor: encodeOffsetCursor(13) });
    expect(pageOf([], 0, 0).pageInfo).toEqual({ hasNextPage: false, endCursor: null });
    expect([pageSize(0, 12), pageSize(null, 12), pageSize(500, 12), pageSize(7, 12)]).toEqual([12, 12, 100, 7]);
  });
});

test("a keyword becomes a LIKE pattern with its wildcards escaped; a blank one none", () => {
  expect(likePattern("  night ")).toBe("%night%");
  expect(likePattern("100%_off\\")).toBe("%100\\%\\_off\\\\%");
  expect(likePattern("   ")).toBeNull();
  expect(likePattern(null)).toBeNull();
});

test("the slider's seed stays within the hour and changes with the hour and the viewer", () => {
  const at = (iso: string) => new Date(iso);
  expect(sliderSeed("u1", at("2026-11-29T08:05:00Z"))).toBe(sliderSeed("u1", at("2026-11-29T08:55:00Z")));
  expect(sliderSeed("u1", at("2026-11-29T08:05:00Z"))).not.toBe(sliderSeed("u1", at("2026-11-29T09:05:00Z")));
  expect(sliderSeed("u1", at("2026-11-29T08:05:00Z"))).not.toBe(sliderSeed("u2", at("2026-11-29T08:05:00Z")));
  expect(sliderSeed(null, at("2026-11-29T08:05:00Z"))).toMatch(/^[0-9a-f]{16}$/);
});
