import { describe, expect, test, vi } from "vitest";
import { memoized } from "./format";

describe("memoized", () => {
  test("works a value out once per key and answers the kept one after", () => {
    const cache = new Map<string, { n: number }>();
    const make = vi.fn(() => ({ n: make.mock.calls.length }));
    const first = memoized(cache, "a", make);
    expect(memoized(cache, "a", make)).toBe(first);
    expect(memoized(cache, "b", make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  test("holds at most `limit` values, starting again when full", () => {
    const cache = new Map<string, number>();
    for (let i = 0; i < 10; i++) memoized(cache, `k${i}`, () => i, 4);
    expect(cache.size).toBeLessThanOrEqual(4);
    // What was dropped is worked out again, with the same answer.
    expect(memoized(cache, "k0", () => 0, 4)).toBe(0);
  });
});
