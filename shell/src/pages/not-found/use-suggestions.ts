import { useQuery } from '@tanstack/react-query';
import { searchSite } from '@shared/api-client';
import { isEmptyResult } from '../../search/use-site-search.ts';
import { suggestionWord } from './suggestion-word.ts';

/**
 * What the 404 page suggests (spec section 2): hits for a word of the missing
 * path, or, when it finds nothing, what the default letter finds.
 */
export function useSuggestions(pathname: string) {
  const word = suggestionWord(pathname);
  return useQuery({
    queryKey: ['not-found-suggestions', word],
    queryFn: async ({ signal }) => {
      if (word) {
        const hits = await searchSite(word, signal);
        if (!isEmptyResult(hits)) return hits;
      }
      return searchSite('', signal);
    },
    staleTime: 5 * 60_000,
  });
}
