import { dehkhodaEntriesQuery, getDehkhodaEntries, NotFoundError, ValidationError } from '@shared/api-client';
import type { PageAddress } from '@shared/registry';
import { queryOptions } from '@tanstack/react-query';
import { readPage } from '../lib/search-state.ts';

/** Entries a page: a letter's list reads as an index, so a long page is fine. */
export const LETTER_PAGE_SIZE = 50;

/**
 * A page of a letter's entries: the one query the server starts for the Letter page (its row's `queries`)
 * and the page reads. The API refuses a letter that is not one of the alphabet's (422); that is a page
 * that does not exist, so the query fails with «not found» on both sides.
 */
export function letterEntriesQuery(letter: string, page: number) {
  const asked = { letter, page, limit: LETTER_PAGE_SIZE };
  return queryOptions({
    queryKey: dehkhodaEntriesQuery(asked).queryKey,
    queryFn: async () => {
      try {
        return await getDehkhodaEntries(asked);
      } catch (error) {
        throw error instanceof ValidationError ? new NotFoundError() : error;
      }
    },
  });
}

/** The Letter page's data, from its address. */
export const letterQueries = ({ params, search }: PageAddress) => [
  letterEntriesQuery(params.letter ?? '', readPage(search.get('page'))),
];
