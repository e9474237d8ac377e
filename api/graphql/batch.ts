// Helpers for the areas' DataLoaders: answer a batch from the read cache (docs/decisions/0012)
// and load only what is missing, then line rows up with the keys asked for.
import type { ReadCache } from "../cache/read-cache.js";

/**
 * A batch function that looks `keys` up in the cache (when there is one) and loads the rest
 * in one query; every entry is tagged `tag(key)` so a change to it drops the entry.
 */
export function cachedBatch<K, V>(
  cache: ReadCache | undefined,
  prefix: string,
  tag: (key: K) => string,
  load: (missing: K[]) => Promise<V[]>,
  id: (key: K) => string = String,
): (keys: readonly K[]) => Promise<V[]> {
  return cache
    ? (keys) => cache.getMany(keys, (key) => `${prefix}:${id(key)}`, load, (key) => [tag(key)])
    : (keys) => load([...keys]);
}

/** One row (or null) per key. */
export function one<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): (T | null)[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => byKey.get(key) ?? null);
}

/** Every row of each key. */
export function many<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const byKey = new Map<string, T[]>();
  for (const row of rows) {
    const list = byKey.get(keyOf(row));
    if (list) list.push(row);
    else byKey.set(keyOf(row), [row]);
  }
  return keys.map((key) => byKey.get(key) ?? []);
}
