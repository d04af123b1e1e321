/**
 * The value made for `key`, made once and kept in `cache`: for work that does not depend on the request or
 * the page (an `Intl` formatter, the router's handler for a set of pages, a route match, a sanitised article)
 * and is asked for again and again. At most `limit` values are kept; the least recently used goes first. The
 * bound only guards against a leak: callers choose it well above what is alive at once.
 */
export function keptValue<Key, Value>(cache: Map<Key, Value>, limit: number, key: Key, make: () => Value): Value {
  if (cache.has(key)) {
    const value = cache.get(key) as Value;
    // Most recently used last, so the first key is the one to drop.
    cache.delete(key);
    cache.set(key, value);
    return value;
  }
  const value = make();
  if (cache.size >= limit) cache.delete(cache.keys().next().value as Key);
  cache.set(key, value);
  return value;
}
