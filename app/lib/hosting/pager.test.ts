import { describe, expect, test } from "vitest";
import { pageCount, pageParam, pagerItems, type PagerItem } from "./pager";

const shown = (items: PagerItem[]) =>
  items.map((item) =>
    item.kind === "page" ? (item.current ? `[${item.page}]` : String(item.page)) : item.kind === "ellipsis" ? "…" : item.kind,
  );

describe("pagerItems", () => {
  test("no pager for one page or none", () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(pagerItems(1, 1)).toEqual([]);
  });

  test("up to 15 pages are all shown, with first/previous/next/last", () => {
    expect(shown(pagerItems(3, 5))).toEqual(["first", "previous", "1", "2", "[3]", "4", "5", "next", "last"]);
    expect(shown(pagerItems(1, 15)).filter((label) => /\d/.test(label))).toHaveLength(15);
  });

  test("beyond 15: first, last, one sibling each side, ellipses for the gaps", () => {
    expect(shown(pagerItems(10, 20))).toEqual(["first", "previous", "1", "…", "9", "[10]", "11", "…", "20", "next", "last"]);
    expect(shown(pagerItems(1, 20))).toEqual(["first", "previous", "[1]", "2", "…", "20", "next", "last"]);
    expect(shown(pagerItems(3, 20))).toEqual(["first", "previous", "1", "2", "[3]", "4", "…", "20", "next", "last"]);
    expect(shown(pagerItems(20, 20))).toEqual(["first", "previous", "1", "…", "19", "[20]", "next", "last"]);
  });

  test("first and previous are disabled on the first page, next and last on the last", () => {
    const first = pagerItems(1, 3);
    expect(first[0]).toMatchObject({ kind: "first", disabled: true });
    expect(first[first.length - 1]).toMatchObject({
      kind: "last",
      page: 3,
      disabled: false,
    });
    const last = pagerItems(3, 3);
    expect(last[last.length - 2]).toMatchObject({
      kind: "next",
      page: 3,
      disabled: true,
    });
  });

  test("a page past the end is treated as the last", () => {
    expect(shown(pagerItems(99, 3))).toContain("[3]");
  });
});

test("pageCount and pageParam", () => {
  expect(pageCount(0)).toBe(0);
  expect(pageCount(50)).toBe(1);
  expect(pageCount(51)).toBe(2);
  expect(pageParam("4")).toBe(4);
  expect(pageParam("0")).toBe(1);
  expect(pageParam("x")).toBe(1);
  expect(pageParam(null)).toBe(1);
});
