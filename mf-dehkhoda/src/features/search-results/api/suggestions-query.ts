import { queryOptions } from '@tanstack/react-query';
import { getDehkhodaSuggestions } from '@shared/api-client';
import { dehkhodaKeys } from '../../../lib/query-keys.ts';

/** The closest headwords offered when a search finds nothing. */
export function suggestionsQuery(term: string) {
  return queryOptions({
    queryKey: dehkhodaKeys.suggestions(term),
    queryFn: () => getDehkhodaSuggestions({ term, limit: 6 }),
    staleTime: 10 * 60_000,
  });
}
