import { dehkhodaSuggestionsQuery } from '@shared/api-client';

/** How many headwords are offered when a search finds nothing. */
const SUGGESTIONS_LIMIT = 6;

/** The closest headwords offered when a search finds nothing. */
export function suggestionsQuery(term: string) {
  return dehkhodaSuggestionsQuery({ term, limit: SUGGESTIONS_LIMIT });
}
