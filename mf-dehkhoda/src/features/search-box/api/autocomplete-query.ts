import { dehkhodaAutocompleteQuery, type DehkhodaAutocompleteItem } from '@shared/api-client';

/** How many headwords the box offers: enough to choose from, few enough to fit on a phone. */
export const AUTOCOMPLETE_LIMIT = 8;

/** Suggestions together with the query they answer, so highlights always match the list shown. */
export interface AutocompleteAnswer {
  query: string;
  items: DehkhodaAutocompleteItem[];
}

/**
 * The autocomplete request of one query, at the box's size. TanStack Query
 * aborts it when a newer query replaces this one, and only ever shows the
 * answer of the current key: an older, slower answer never wins.
 */
export function autocompleteQuery(query: string) {
  return dehkhodaAutocompleteQuery({ q: query, limit: AUTOCOMPLETE_LIMIT });
}
