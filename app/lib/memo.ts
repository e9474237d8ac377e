/**
 * A value worked out from a string key, kept for the next time the same key comes. Pages
 * show the same few dates, currencies and events again and again, so a small bounded map is
 * enough: once it holds `limit` values it is emptied and fills again with what is in use.
 * Only for values that the key decides entirely, and that no caller changes.
 */
export function memoized<T>(cache: Map<string, T>, key: string, make: () => T, limit = 2_000): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= limit) cache.clear();
    value = make();
    cache.set(key, value);
  }
  return value;
}
