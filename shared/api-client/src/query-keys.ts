/**
 * The parameters part of a query key, and what the call is then asked with.
 * Entries left undefined are dropped, so `undefined`, `{}` and
 * `{ page: undefined }` (which send the same request) share one cache entry;
 * the cache's own hashing already ignores the order of the entries.
 */
export function keyParams<T extends object>(params: T | undefined): T {
  const entries = Object.entries(params ?? {}).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as T;
}
