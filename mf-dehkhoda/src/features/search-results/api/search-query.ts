import { queryOptions } from '@tanstack/react-query';
import { searchDehkhoda } from '@shared/api-client';
import { dehkhodaKeys } from '../../../lib/query-keys.ts';
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
    queryKey: dehkhodaKeys.search(state),
    queryFn: ({ signal }) =>
      searchDehkhoda(
        { q: state.q, limit: PAGE_SIZE, page: state.page, sort: state.sort, order: state.order },
        { signal },
      ),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].q === state.q ? previous : undefined),
    staleTime: 5 * 60_000,
  });
}
