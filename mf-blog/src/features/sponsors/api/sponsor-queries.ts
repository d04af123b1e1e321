import { getFeaturedSponsors, getSponsor, getSponsors } from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Sponsors per page of the full list. */
export const SPONSORS_PER_PAGE = 6;

/** The featured sponsors shown first. */
export const featuredSponsorsQuery = queryOptions({
  queryKey: ['sponsors', 'featured'],
  queryFn: getFeaturedSponsors,
  staleTime: 10 * 60 * 1000,
});

/** One page of every sponsor; the current page stays while the next loads. */
export function sponsorListQuery(page: number) {
  return queryOptions({
    queryKey: ['sponsors', 'list', page],
    queryFn: () => getSponsors({ page, per_page: SPONSORS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
}

/** A sponsor's page by slug. */
export function sponsorQuery(slug: string) {
  return queryOptions({
    queryKey: ['sponsors', 'one', slug],
    queryFn: () => getSponsor(slug),
    staleTime: 60 * 1000,
  });
}
