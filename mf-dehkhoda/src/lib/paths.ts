import type { DehkhodaEntryRef } from '@shared/api-client';

/** The search page. */
export const SEARCH_PATH = '/dehkhoda';

/** The statistics page. */
export const STATS_PATH = '/dehkhoda/stats';

/** The entries filed under one letter, a page at a time. */
export function letterPath(letter: string, page = 1): string {
  const path = `${SEARCH_PATH}/letter/${encodeURIComponent(letter)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * The page of an entry, /dehkhoda/entry/{id}/{slug}. The slug comes from the
 * API, so it is encoded: a `/`, `?` or `#` in it stays inside its segment.
 */
export function entryPath(entry: Pick<DehkhodaEntryRef, 'id' | 'slug'>): string {
  return `${SEARCH_PATH}/entry/${entry.id}/${encodeURIComponent(entry.slug || String(entry.id))}`;
}
