import { queryOptions } from '@tanstack/react-query';
import { dehkhodaSearchQuery } from '@shared/api-client';
import type { SearchState } from '../../../lib/search-state.ts';

/** Results per page. */
export const PAGE_SIZE = 10;

/**
 * One page of results. While another page or order of the same query loads,
 * the current one stays on screen (dimmed); a new query starts from skeletons
 * so no result is shown under the wrong query.
 */
export function searchQuery(state: SearchState) {
  return queryOptions({
    ...dehkhodaSearchQuery({ q: state.q, limit: PAGE_SIZE, page: state.page, sort: state.sort, order: state.order }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].q === state.q ? previous : undefined),
  });
}
