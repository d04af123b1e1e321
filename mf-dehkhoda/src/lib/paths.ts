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

/** The slug an entry's address carries: the API's, or the id for an entry that has none. */
function entrySlug(entry: Pick<DehkhodaEntryRef, 'id' | 'slug'>): string {
  return entry.slug || String(entry.id);
}

/**
 * The page of an entry, /dehkhoda/entry/{id}/{slug}. The slug comes from the
 * API, so it is encoded: a `/`, `?` or `#` in it stays inside its segment.
 */
export function entryPath(entry: Pick<DehkhodaEntryRef, 'id' | 'slug'>): string {
  return `${SEARCH_PATH}/entry/${entry.id}/${encodeURIComponent(entrySlug(entry))}`;
}

/**
 * Whether an address's id and slug (as the router decoded them) are the
 * entry's own. The id finds the entry; any other address of it (a wrong,
 * old or missing slug, the id in Persian digits or with a leading zero) is
 * only an alias, sent to {@link entryPath}: by a 301 from the server (the
 * page's head), by a replace in the browser.
 */
export function isEntryPath(params: { id?: string; slug?: string }, entry: Pick<DehkhodaEntryRef, 'id' | 'slug'>) {
  return params.id === String(entry.id) && params.slug === entrySlug(entry);
}
