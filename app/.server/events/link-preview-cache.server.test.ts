import { describe, expect, test } from "vitest";
import { BoundedPngCache } from "./link-preview.server";

describe("the link-preview cache", () => {
  test("keeps the most recently used cards within its byte and entry bounds", () => {
    const cache = new BoundedPngCache(10, 3);
    cache.set("a", Buffer.alloc(4));
    cache.set("b", Buffer.alloc(4));
    expect(cache.get("a")).toHaveLength(4); // a is now the most recent
    cache.set("c", Buffer.alloc(4)); // 12 bytes > 10: the least recent (b) goes
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    cache.set("d", Buffer.alloc(1));
    cache.set("e", Buffer.alloc(1)); // four entries > 3: the least recent (a) goes
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    cache.set("huge", Buffer.alloc(11)); // larger than the whole cache: never kept
    expect(cache.get("huge")).toBeUndefined();
  });
});
