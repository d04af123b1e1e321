import { useQuery } from '@tanstack/react-query';
import { MAX_SEARCH_TEXT_LENGTH, siteSearchQuery, type SearchResult } from '@shared/api-client';
import { normalizePersianInput } from '@shared/ui';

/**
 * The text a query is searched and cached as: digits and Arabic letters folded, spaces trimmed, and no
 * longer than the API reads (a longer text is a 422, which would read as a failed search).
 */
export function searchKey(query: string): string {
  return normalizePersianInput(query).replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TEXT_LENGTH).trim();
}

/** Whether a search found nothing in any group. */
export function isEmptyResult(result: SearchResult): boolean {
  return (
    result.topics.length === 0 &&
    result.contents.length === 0 &&
    result.courses.length === 0 &&
    result.posts.length === 0
  );
}

/**
 * Site-wide search for the dialog. Each query has its own cache entry; when
 * the query changes, the request for the old one is aborted (the query's
 * signal goes to the call), so a slow stale answer can never replace a newer one.
 */
export function useSiteSearch(query: string) {
  return useQuery(siteSearchQuery(searchKey(query)));
}
