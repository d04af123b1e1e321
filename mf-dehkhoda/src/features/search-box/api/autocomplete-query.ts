import { queryOptions } from '@tanstack/react-query';
import { getDehkhodaAutocomplete, type DehkhodaAutocompleteItem } from '@shared/api-client';
import { dehkhodaKeys } from '../../../lib/query-keys.ts';

/** How many headwords the box offers: enough to choose from, few enough to fit on a phone. */
export const AUTOCOMPLETE_LIMIT = 8;

/** Suggestions together with the query they answer, so highlights always match the list shown. */
export interface AutocompleteAnswer {
  query: string;
  items: DehkhodaAutocompleteItem[];
}

/**
 * The autocomplete request of one query. TanStack Query passes `signal` and
 * aborts it when a newer query replaces this one, and only ever shows the
 * answer of the current key: an older, slower answer never wins.
 */
export function autocompleteQuery(query: string) {
  return queryOptions({
    queryKey: dehkhodaKeys.autocomplete(query),
    queryFn: async ({ signal }): Promise<AutocompleteAnswer> => {
      const response = await getDehkhodaAutocomplete({ q: query, limit: AUTOCOMPLETE_LIMIT }, { signal });
      return { query, items: response.data };
    },
    // Headwords do not change while a reader types: going back a letter is instant.
    staleTime: 10 * 60_000,
  });
}
