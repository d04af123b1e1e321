import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { blogPageFields } from './blog.ts';
import {
  requireParams,
  callEndpoint,
  endpoint,
  imageStylesSchema,
  list,
  paginated,
  single,
  type PageQuery,
} from '@shared/api-client/core';
import { keyParams } from './query-keys.ts';

/** Sponsorship levels, highest first (our design). */
export const sponsorTierSchema = z.enum(['platinum', 'gold', 'silver', 'bronze']);

/**
 * A sponsor as the sponsors list and the featured strip show it. The logo
 * comes as `image_styles`, like every other image of the contract (spec
 * section 3); the other fields are our design.
 */
export const sponsorCardSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  image_styles: imageStylesSchema,
  tier: sponsorTierSchema,
  /** The tier in Persian, ready to show. */
  tier_label: z.string(),
  /** One plain-text line for cards. */
  summary: z.string(),
  website_url: z.string(),
  is_featured: z.boolean(),
});

/** Something a sponsor supports; courses may come without a slug when they have no page yet. */
const supportedItemSchema = z.looseObject({ title: z.string(), slug: z.optional(z.string()) });

/** A sponsor's page: the card plus its HTML description and what it supports (our design). */
export const sponsorSchema = z.looseObject({
  ...sponsorCardSchema.shape,
  /** HTML; the site sanitises it before showing it. */
  description: z.string(),
  /** ISO 8601 date the sponsorship began. */
  sponsored_since: z.string(),
  supported_courses: z.array(supportedItemSchema),
  supported_posts: z.array(supportedItemSchema),
});

const SLUG_REQUIRED = 'نامک حامی را وارد کنید.';

export const sponsorEndpoints = {
  featured: endpoint({
    method: 'get',
    path: '/front/sponsor/featured',
    access: 'public',
    response: list(sponsorCardSchema),
  }),
  /** Every sponsor, highest tier first, a page at a time. */
  list: endpoint({
    method: 'get',
    path: '/front/sponsor',
    access: 'public',
    query: z.object(blogPageFields),
    response: paginated(sponsorCardSchema),
  }),
  /** One sponsor's page, by its slug (case does not matter). */
  show: endpoint({
    method: 'get',
    path: '/front/sponsor/show',
    access: 'public',
    query: z.object({
      slug: z.pipe(
        z.string({ error: SLUG_REQUIRED }).check(z.trim(), z.minLength(1, { error: SLUG_REQUIRED })),
        z.transform((slug) => slug.toLowerCase()),
      ),
    }),
    response: single(sponsorSchema),
  }),
};

export const featuredSponsorsResponseSchema = sponsorEndpoints.featured.response;
export const sponsorListResponseSchema = sponsorEndpoints.list.response;
export const sponsorResponseSchema = sponsorEndpoints.show.response;

export type SponsorTier = z.infer<typeof sponsorTierSchema>;
export type SponsorCard = z.infer<typeof sponsorCardSchema>;
export type Sponsor = z.infer<typeof sponsorSchema>;
export type FeaturedSponsorsResponse = z.infer<typeof featuredSponsorsResponseSchema>;
export type SponsorListResponse = z.infer<typeof sponsorListResponseSchema>;
export type SponsorResponse = z.infer<typeof sponsorResponseSchema>;

/** The sponsors the featured strip shows. */
export async function getFeaturedSponsors(): Promise<FeaturedSponsorsResponse> {
  return callEndpoint(sponsorEndpoints.featured, {});
}

export const featuredSponsorsQuery = () =>
  queryOptions({ queryKey: ['sponsor', 'featured'], queryFn: getFeaturedSponsors, staleTime: 10 * 60_000 });

/** A page of every sponsor. */
export async function getSponsors(query: PageQuery = {}): Promise<SponsorListResponse> {
  return callEndpoint(sponsorEndpoints.list, { query });
}

/** One page of every sponsor. */
export function sponsorsQuery(query?: PageQuery) {
  const params = keyParams(query);
  return queryOptions({ queryKey: ['sponsor', 'list', params] as const, queryFn: () => getSponsors(params) });
}

/** One sponsor's page. */
export async function getSponsor(slug: string): Promise<SponsorResponse> {
  requireParams({ slug });
  return callEndpoint(sponsorEndpoints.show, { query: { slug: slug.trim() } });
}

export const sponsorQuery = (slug: string) =>
  queryOptions({
    queryKey: ['sponsor', 'detail', slug.trim()] as const,
    queryFn: () => getSponsor(slug),
    staleTime: 60_000,
  });
