// A process-wide cache of rows the API reads on nearly every request (sessions, users,
// events and the viewer's place in them), kept exact by the database itself: triggers
// announce every committed change as a tag (`user:<id>`, `session:<id>`, `event:<id>`)
// on a change feed, and the entries carrying that tag are dropped
// (docs/decisions/0012-read-cache.md). A tag ending in ":*" (`event:*`) is dropped by
// every change of its kind: what a query over many rows read (a page of the event
// listing) changes with any row, including one it did not return.
import type { ChangeFeed } from "./change-feed.js";

export interface ReadCacheOptions {
  /**
   * Longest life of an entry. A backstop only: changes arrive through the feed. It bounds
   * data derived from rows that carry no tag of the entry (an attendee count hides
   * deleted accounts) and an entry stored while the feed was failing.
   */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/** A tag every change of its kind drops: `anyOf("event")` = "event:*". */
export function anyOf(kind: string): string {
  return `${kind}:*`;
}

/** The wildcard tag a changed tag also drops ("event:42" → "event:*"); null for a tag without a kind. */
function wildcardOf(tag: string): string | null {
  const colon = tag.indexOf(":");
  return colon > 0 && !tag.endsWith(":*") ? `${tag.slice(0, colon)}:*` : null;
}

interface Entry {
  value: unknown;
  tags: readonly string[];
  expiresAt: number;
}

/** How many recent invalidations are remembered to judge loads that overlapped them. */
const RECENT_INVALIDATIONS = 1024;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Counts invalidations; a load remembers it to notice changes that arrived while it ran. */
  private sequence = 0;
  private readonly recent: { tag: string | null; sequence: number }[] = [];
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly feed: ChangeFeed | null,
    options: ReadCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.now = options.now ?? Date.now;
    feed?.subscribe(
      (tag) => this.invalidate(tag),
      () => this.clear(),
    );
  }

  /** Whether entries may be used at all: not without a feed, nor while the feed may be missing changes. */
  get enabled(): boolean {
    return this.feed?.live === true;
  }

  /** Waits until every change committed before this call has reached the cache. */
  sync(): Promise<void> {
    return this.feed && this.feed.live ? this.feed.sync() : Promise.resolve();
  }

  /**
   * The cached value under `key`, or `load()`'s, stored under the tags `tagsOf` gives it
   * (null: not kept), for at most `ttlOf(value)` ms when given (a value that goes stale
   * with time, not only with changes). Concurrent misses of one key share one load.
   */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    tagsOf: (value: T) => readonly string[] | null,
    ttlOf?: (value: T) => number,
  ): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.lookup(key);
    if (hit) return hit.value as T;
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const startedAt = this.sequence;
    const loading = load()
      .then((value) => {
        const tags = tagsOf(value);
        if (tags) this.store(key, value, tags, startedAt, ttlOf ? Math.min(this.ttlMs, ttlOf(value)) : this.ttlMs);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, loading);
    return loading;
  }

  /**
   * For DataLoader batches: the values of `keys` in order, loading only the missing ones
   * with one call of `loadMissing` (which answers in the order it was asked).
   */
  async getMany<K, T>(
    keys: readonly K[],
    keyOf: (key: K) => string,
    loadMissing: (missing: K[]) => Promise<T[]>,
    tagsOf: (key: K, value: T) => readonly string[],
  ): Promise<T[]> {
    if (!this.enabled) return loadMissing([...keys]);
    const values = new Array<T>(keys.length);
    const missing: K[] = [];
    const missingAt: number[] = [];
    keys.forEach((key, index) => {
      const hit = this.lookup(keyOf(key));
      if (hit) values[index] = hit.value as T;
      else {
        missing.push(key);
        missingAt.push(index);
      }
    });
    if (missing.length === 0) return values;
    const startedAt = this.sequence;
    const loaded = await loadMissing(missing);
    missing.forEach((key, i) => {
      values[missingAt[i]] = loaded[i];
      this.store(keyOf(key), loaded[i], tagsOf(key, loaded[i]), startedAt, this.ttlMs);
    });
    return values;
  }

  /** Drops every entry carrying `tag`, and those carrying its kind's wildcard (`event:*`). */
  invalidate(tag: string): void {
    this.remember(tag);
    const wildcard = wildcardOf(tag);
    for (const dropped of wildcard ? [tag, wildcard] : [tag]) {
      const keys = this.keysByTag.get(dropped);
      if (keys) for (const key of [...keys]) this.remove(key);
    }
  }

  clear(): void {
    this.remember(null);
    this.entries.clear();
    this.keysByTag.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private lookup(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.remove(key);
    return undefined;
  }

  private store(key: string, value: unknown, tags: readonly string[], startedAt: number, ttlMs: number): void {
    // A change that arrived while the value was being read may not be in it: don't keep it.
    if (!this.enabled || ttlMs <= 0 || this.changedSince(startedAt, tags)) return;
    this.remove(key);
    this.entries.set(key, { value: freeze(value), tags, expiresAt: this.now() + ttlMs });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.entries.size > this.maxEntries) this.remove(this.entries.keys().next().value as string);
  }

  private changedSince(startedAt: number, tags: readonly string[]): boolean {
    if (this.sequence === startedAt) return false;
    const oldest = this.recent[0];
    // Too many changes since: the record no longer reaches back far enough to tell.
    if (!oldest || oldest.sequence > startedAt + 1) return true;
    return this.recent.some(
      (change) =>
        change.sequence > startedAt &&
        (change.tag === null || tags.includes(change.tag) || tags.includes(wildcardOf(change.tag) ?? change.tag)),
    );
  }

  private remember(tag: string | null): void {
    this.sequence += 1;
    this.recent.push({ tag, sequence: this.sequence });
    if (this.recent.length > RECENT_INVALIDATIONS) this.recent.shift();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/** Shared between requests, so nobody may change a cached row in place. */
function freeze<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const item of value) if (item && typeof item === "object") Object.freeze(item);
  }
  if (value && typeof value === "object") Object.freeze(value);
  return value;
}

/**
 * `load()` through `cache` when the API has one (it may run without, as some tests do):
 * the way domain code reads a value worth keeping. `tagsOf` as for `ReadCache.get`.
 */
export function readThrough<T>(
  cache: ReadCache | undefined,
  key: string,
  load: () => Promise<T>,
  tagsOf: (value: T) => readonly string[] | null,
  ttlOf?: (value: T) => number,
): Promise<T> {
  return cache ? cache.get(key, load, tagsOf, ttlOf) : load();
}
