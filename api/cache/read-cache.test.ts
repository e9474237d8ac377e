import { describe, expect, it } from "vitest";
import type { ChangeFeed } from "./change-feed.js";
import { anyOf, ReadCache } from "./read-cache.js";

/** A feed driven by the test: emit a tag, lose the connection, come back. */
function testFeed() {
  const listeners: { onChange: (tag: string) => void; onReset: () => void }[] = [];
  const feed = {
    live: true,
    subscribe(onChange: (tag: string) => void, onReset: () => void) {
      listeners.push({ onChange, onReset });
    },
    sync: () => Promise.resolve(),
    close: () => Promise.resolve(),
    emit: (tag: string) => listeners.forEach((l) => l.onChange(tag)),
    reset: () => listeners.forEach((l) => l.onReset()),
  };
  return feed satisfies ChangeFeed;
}

function counter<T>(values: T[]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)],
    get calls() {
      return calls;
    },
  };
}

describe("ReadCache", () => {
  it("answers from memory until a change to one of the entry's tags arrives", async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    const source = counter(["v1", "v2"]);
    const tags = () => ["user:1"];
    expect(await cache.get("user:1", source.load, tags)).toBe("v1");
    expect(await cache.get("user:1", source.load, tags)).toBe("v1");
    expect(source.calls).toBe(1);
    feed.emit("user:2");
    expect(await cache.get("user:1", source.load, tags)).toBe("v1");
    feed.emit("user:1");
    expect(await cache.get("user:1", source.load, tags)).toBe("v2");
    expect(source.calls).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new ReadCache(testFeed());
    const source = counter(["v1"]);
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("k", source.load, () => ["t"])));
    expect(answers).toEqual(["v1", "v1", "v1"]);
    expect(source.calls).toBe(1);
  });

  it("does not keep a value read while a change to it arrived", async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    let release!: (value: string) => void;
    const slow = cache.get("event:1", () => new Promise<string>((resolve) => (release = resolve)), () => ["event:1"]);
    feed.emit("event:1"); // committed while the (old) row was on its way
    release("old");
    expect(await slow).toBe("old");
    expect(await cache.get("event:1", async () => "new", () => ["event:1"])).toBe("new");
  });

  it("keeps a value read while an unrelated change arrived", async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    let release!: (value: string) => void;
    const slow = cache.get("event:1", () => new Promise<string>((resolve) => (release = resolve)), () => ["event:1"]);
    feed.emit("event:2");
    release("v1");
    await slow;
    expect(await cache.get("event:1", async () => "v2", () => ["event:1"])).toBe("v1");
  });

  it("keeps nothing when the tags say so", async () => {
    const cache = new ReadCache(testFeed());
    const source = counter([null, "found"]);
    expect(await cache.get("slug:x", source.load, (value) => (value ? ["event:1"] : null))).toBeNull();
    expect(await cache.get("slug:x", source.load, (value) => (value ? ["event:1"] : null))).toBe("found");
  });

  it("forgets everything on a reset, and stands aside while the feed is down", async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    const source = counter(["v1", "v2", "v3", "v4"]);
    await cache.get("k", source.load, () => ["t"]);
    feed.reset();
    expect(await cache.get("k", source.load, () => ["t"])).toBe("v2");
    feed.live = false;
    expect(await cache.get("k", source.load, () => ["t"])).toBe("v3");
    expect(await cache.get("k", source.load, () => ["t"])).toBe("v4");
  });

  it("reads through without a feed", async () => {
    const cache = new ReadCache(null);
    const source = counter(["v1", "v2"]);
    await cache.get("k", source.load, () => ["t"]);
    expect(await cache.get("k", source.load, () => ["t"])).toBe("v2");
  });

  it("expires entries after their time to live", async () => {
    let now = 0;
    const cache = new ReadCache(testFeed(), { ttlMs: 1_000, now: () => now });
    const source = counter(["v1", "v2"]);
    await cache.get("k", source.load, () => ["t"]);
    now = 999;
    expect(await cache.get("k", source.load, () => ["t"])).toBe("v1");
    now = 1_000;
    expect(await cache.get("k", source.load, () => ["t"])).toBe("v2");
  });

  it("loads only the missing keys of a batch, in order", async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    const asked: string[][] = [];
    const load = async (ids: string[]) => {
      asked.push(ids);
      return ids.map((id) => `row ${id}`);
    };
    const tags = (id: string) => [`user:${id}`];
    expect(await cache.getMany(["a", "b"], (id) => `user:${id}`, load, tags)).toEqual(["row a", "row b"]);
    feed.emit("user:b");
    expect(await cache.getMany(["a", "b", "c"], (id) => `user:${id}`, load, tags)).toEqual(["row a", "row b", "row c"]);
    expect(asked).toEqual([["a", "b"], ["b", "c"]]);
  });

  it("holds at most maxEntries, dropping the oldest", async () => {
    const cache = new ReadCache(testFeed(), { maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => key, () => [key]);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "reloaded", () => ["a"])).toBe("reloaded");
  });

  it("freezes what it shares between requests", async () => {
    const cache = new ReadCache(testFeed());
    const row = await cache.get("k", async () => ({ name: "Sam" }), () => ["t"]);
    expect(Object.isFrozen(row)).toBe(true);
  });
  it("drops an entry tagged with a kind's wildcard on any change of that kind", async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    const source = counter(["page 1", "page 2", "page 3"]);
    const tags = () => [anyOf("event")];
    expect(await cache.get("listing", source.load, tags)).toBe("page 1");
    feed.emit("user:7");
    expect(await cache.get("listing", source.load, tags)).toBe("page 1");
    feed.emit("event:42"); // an event the page may not even show
    expect(await cache.get("listing", source.load, tags)).toBe("page 2");
    feed.emit("event:43");
    expect(await cache.get("listing", source.load, tags)).toBe("page 3");
  });

  it("does not keep a wildcard-tagged value read while a change of its kind arrived", async () => {
    const feed = testFeed();
    const cache = new ReadCache(feed);
    let release!: (value: string) => void;
    const slow = cache.get("listing", () => new Promise<string>((resolve) => (release = resolve)), () => [anyOf("event")]);
    feed.emit("event:9");
    release("old");
    expect(await slow).toBe("old");
    expect(await cache.get("listing", async () => "new", () => [anyOf("event")])).toBe("new");
  });

  it("keeps a value no longer than its own time to live, and not at all when that has passed", async () => {
    let now = 0;
    const cache = new ReadCache(testFeed(), { ttlMs: 30_000, now: () => now });
    const source = counter(["v1", "v2", "v3", "v4"]);
    const ttl = (value: string) => (value === "v3" ? 0 : 500);
    await cache.get("k", source.load, () => ["t"], ttl);
    now = 499;
    expect(await cache.get("k", source.load, () => ["t"], ttl)).toBe("v1");
    now = 500;
    expect(await cache.get("k", source.load, () => ["t"], ttl)).toBe("v2");
    now = 1_000;
    expect(await cache.get("k", source.load, () => ["t"], ttl)).toBe("v3");
    expect(await cache.get("k", source.load, () => ["t"], ttl)).toBe("v4");
  });
});
