import { useQuery } from '@tanstack/react-query';
import { siteSearchQuery } from '@shared/api-client';
import { isEmptyResult } from '../../search/use-site-search.ts';
import { suggestionWord } from './suggestion-word.ts';

/** A missing page's suggestions stay while the visitor looks around. */
const SUGGESTIONS_STALE_MS = 5 * 60_000;

/**
 * What the 404 page suggests (spec section 2): hits for a word of the missing
 * path, or, when it finds nothing, what the default letter finds. Both are
 * the site search's own queries, so the search dialog reuses their answers.
 */
export function useSuggestions(pathname: string) {
  const word = suggestionWord(pathname);
  const hits = useQuery({ ...siteSearchQuery(word), enabled: word !== '', staleTime: SUGGESTIONS_STALE_MS });
  const fallBack = word === '' || (hits.data !== undefined && isEmptyResult(hits.data));
  const defaults = useQuery({ ...siteSearchQuery(''), enabled: fallBack, staleTime: SUGGESTIONS_STALE_MS });
  return fallBack ? defaults : hits;
}
