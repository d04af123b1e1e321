import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cleanQuery, isSearchable } from '../../../lib/search-query.ts';
import { autocompleteQuery, type AutocompleteAnswer } from '../api/autocomplete-query.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/**
 * Spec sections 5 and 9: search input waits 500 ms after the last keystroke,
 * the same pause as the site's search dialog. Cached answers skip the wait.
 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;

const NO_ANSWER: AutocompleteAnswer = { query: '', items: [] };

/**
 * Suggestions for what is in the box. Requests wait for typing to pause,
 * except when the answer is already cached (deleting a letter). While a new
 * answer loads, the previous list stays, so the popup does not flicker.
 */
export function useAutocomplete(text: string) {
  const queryClient = useQueryClient();
  const typed = cleanQuery(text);
  const debounced = useDebouncedValue(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  const cached = queryClient.getQueryData(autocompleteQuery(typed).queryKey) !== undefined;
  const query = cached ? typed : debounced;
  const searchable = isSearchable(typed) && isSearchable(query);
  const result = useQuery({ ...autocompleteQuery(query), enabled: searchable, placeholderData: keepPreviousData });
  // The list kept on screen while the next loads is the answer of the last query that arrived: remember
  // which, so its highlights match it (the cached answer is the call's own, without the query it answers).
  const [arrived, setArrived] = useState('');
  if (result.isSuccess && !result.isPlaceholderData && arrived !== query) setArrived(query);
  const answer: AutocompleteAnswer =
    searchable && result.data
      ? { query: result.isPlaceholderData ? arrived : query, items: result.data.data }
      : NO_ANSWER;
  return {
    answer,
    /** True once the answer for exactly what is typed has arrived. */
    settled: searchable && !result.isPlaceholderData && result.isSuccess && answer.query === typed,
  };
}
