import { describe, expect, test } from "vitest";
import { BoundedBufferCache, DrawnImages } from "./drawn-images.server";

describe("the drawn images' cache", () => {
  test("keeps the most recently used images within its byte and entry bounds", () => {
    const cache = new BoundedBufferCache(10, 3);
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

  test("draws an image once for requests that come while it is drawn, then serves the copy", async () => {
    const images = new DrawnImages({ maxBytes: 100, maxEntries: 10 });
    let drawings = 0;
    const draw = async () => {
      drawings += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Buffer.from("picture");
    };
    const first = images.get("k", draw);
    const second = images.get("k", draw);
    expect([first.hit, second.hit]).toEqual([false, false]);
    expect((await first.bytes).toString()).toBe("picture");
    expect((await second.bytes).toString()).toBe("picture");
    const third = images.get("k", draw);
    expect(third.hit).toBe(true);
    expect((await third.bytes).toString()).toBe("picture");
    expect(drawings).toBe(1);
  });

  test("a failed drawing is not kept: the next request draws again", async () => {
    const images = new DrawnImages({ maxBytes: 100, maxEntries: 10 });
    await expect(
      images.get("k", () => Promise.reject(new Error("no layer"))).bytes,
    ).rejects.toThrow("no layer");
    const again = images.get("k", async () => Buffer.from("ok"));
    expect(again.hit).toBe(false);
    expect((await again.bytes).toString()).toBe("ok");
  });
});
