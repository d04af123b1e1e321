import {
  dehkhodaOrderSchema,
  dehkhodaSortSchema,
  toLatinDigits,
  type DehkhodaOrder,
  type DehkhodaSort,
} from '@shared/api-client';
import { SEARCH_PATH } from './paths.ts';
import { cleanQuery, isSearchable } from './search-query.ts';

/** What the search page shows, read from and written to its address (?q=&page=&sort=&order=). */
export interface SearchState {
  q: string;
  page: number;
  sort: DehkhodaSort;
  order: DehkhodaOrder;
}

/** The natural direction of each sort, as the API defines it: best first, then alphabetical and by number. */
export const DEFAULT_ORDER: Record<DehkhodaSort, DehkhodaOrder> = { relevance: 'desc', title: 'asc', serial: 'asc' };

const MAX_PAGE = 10_000;

/** A page number from the address, in any digits; anything unreadable is the first page. */
export function readPage(value: string | null): number {
  const digits = toLatinDigits(value?.trim() ?? '');
  const page = /^\d{1,5}$/.test(digits) ? Number(digits) : 1;
  return Math.min(Math.max(page, 1), MAX_PAGE);
}

/**
 * Reads the address bar, which anyone can edit: an unknown sort or order,
 * a page that is not a number or a query with only spaces fall back to the
 * defaults instead of failing.
 */
export function readSearchState(params: URLSearchParams): SearchState {
  const sort = dehkhodaSortSchema.safeParse(params.get('sort')).data ?? 'relevance';
  const q = cleanQuery(params.get('q') ?? '');
  return {
    // Only ZWNJ or vowel marks is nothing to look for: the page shows its start, and asks nothing.
    q: isSearchable(q) ? q : '',
    page: readPage(params.get('page')),
    sort,
    order: dehkhodaOrderSchema.safeParse(params.get('order')).data ?? DEFAULT_ORDER[sort],
  };
}

/** The address of a search; defaults are left out so a shared link stays short. */
export function searchHref(state: Partial<SearchState> & { q: string }): string {
  if (!state.q) return SEARCH_PATH;
  const params = new URLSearchParams({ q: state.q });
  const sort = state.sort ?? 'relevance';
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (sort !== 'relevance') params.set('sort', sort);
  if (state.order && state.order !== DEFAULT_ORDER[sort]) params.set('order', state.order);
  return `${SEARCH_PATH}?${params.toString()}`;
}
