import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { callJson, requireParams } from './call.ts';
import { imageStylesSchema, list, paginated, single, type PageQuery } from './envelopes.ts';
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

export const featuredSponsorsResponseSchema = list(sponsorCardSchema);
export const sponsorListResponseSchema = paginated(sponsorCardSchema);
export const sponsorResponseSchema = single(sponsorSchema);

export type SponsorTier = z.infer<typeof sponsorTierSchema>;
export type SponsorCard = z.infer<typeof sponsorCardSchema>;
export type Sponsor = z.infer<typeof sponsorSchema>;
export type FeaturedSponsorsResponse = z.infer<typeof featuredSponsorsResponseSchema>;
export type SponsorListResponse = z.infer<typeof sponsorListResponseSchema>;
export type SponsorResponse = z.infer<typeof sponsorResponseSchema>;

/** GET /front/sponsor/featured */
export async function getFeaturedSponsors(): Promise<FeaturedSponsorsResponse> {
  return callJson({ method: 'get', path: 'front/sponsor/featured' }, featuredSponsorsResponseSchema);
}

export const featuredSponsorsQuery = () =>
  queryOptions({ queryKey: ['sponsor', 'featured'], queryFn: getFeaturedSponsors, staleTime: 10 * 60_000 });

/** GET /front/sponsor (page, per_page) */
export async function getSponsors(query: PageQuery = {}): Promise<SponsorListResponse> {
  return callJson({ method: 'get', path: 'front/sponsor' }, sponsorListResponseSchema, {
    searchParams: { page: query.page, per_page: query.per_page },
  });
}

/** One page of every sponsor. */
export function sponsorsQuery(query?: PageQuery) {
  const params = keyParams(query);
  return queryOptions({ queryKey: ['sponsor', 'list', params] as const, queryFn: () => getSponsors(params) });
}

/** GET /front/sponsor/show (slug) */
export async function getSponsor(slug: string): Promise<SponsorResponse> {
  requireParams({ slug });
  return callJson({ method: 'get', path: 'front/sponsor/show' }, sponsorResponseSchema, {
    searchParams: { slug: slug.trim() },
  });
}

export const sponsorQuery = (slug: string) =>
  queryOptions({
    queryKey: ['sponsor', 'detail', slug.trim()] as const,
    queryFn: () => getSponsor(slug),
    staleTime: 60_000,
  });
