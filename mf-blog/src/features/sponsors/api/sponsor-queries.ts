import { sponsorsQuery } from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Sponsors per page of the full list. */
export const SPONSORS_PER_PAGE = 6;

/** One page of every sponsor; the current page stays while the next loads. */
export function sponsorListQuery(page: number) {
  return queryOptions({ ...sponsorsQuery({ page, per_page: SPONSORS_PER_PAGE }), placeholderData: keepPreviousData });
}
