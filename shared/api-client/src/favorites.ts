import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { blogPostCardSchema } from './blog.ts';
import {
  requireParams,
  callEndpoint,
  endpoint,
  actionResult,
  list,
  messageSchema,
  RateLimitError,
  ServerError,
  UnauthorizedError,
} from '@shared/api-client/core';
import { courseCardSchema } from './course-schemas.ts';

/**
 * Favourites (our addition; spec section 7 lists no call for them): the
 * courses and articles a student marked, each with the card it points at.
 */

/** What a favourite points at. */
export const favoriteKindSchema = z.enum(['course', 'article']);

/** A course the student marked, with its catalogue card. */
export const favoriteCourseSchema = z.looseObject({
  kind: z.literal('course'),
  slug: z.string(),
  /** ISO 8601. */
  saved_at: z.string(),
  course: courseCardSchema,
});

/** A blog article the student marked, with its post card (title, slug, cover, category). */
export const favoriteArticleSchema = z.looseObject({
  kind: z.literal('article'),
  slug: z.string(),
  /** ISO 8601. */
  saved_at: z.string(),
  article: blogPostCardSchema,
});

/** One favourite, told apart by `kind`. */
export const favoriteSchema = z.discriminatedUnion('kind', [favoriteCourseSchema, favoriteArticleSchema]);

const SLUG_MISSING = 'نشانی (slug) دوره یا مقاله را بفرستید.';

/** What adding or removing names: a kind and a slug. */
export const favoriteRequestSchema = z.object({
  kind: z.enum(favoriteKindSchema.options, { error: 'نوع علاقه‌مندی باید «course» (دوره) یا «article» (مقاله) باشد.' }),
  slug: z
    .string({ error: SLUG_MISSING })
    .check(z.trim(), z.minLength(1, SLUG_MISSING), z.maxLength(200, 'نشانی (slug) نباید بیشتر از ۲۰۰ نویسه باشد.')),
});

/** The student's favourites (bearer, our addition). */
export const favoriteEndpoints = {
  /** Newest first. */
  list: endpoint({
    method: 'get',
    path: '/front/profile/favorites',
    access: 'student',
    response: list(favoriteSchema),
  }),
  /** Answers the favourite with its card. Adding one twice keeps the first (200, not 201); an unknown slug is 404. */
  add: endpoint({
    method: 'post',
    path: '/front/profile/favorites',
    access: 'student',
    body: favoriteRequestSchema,
    response: actionResult(favoriteSchema),
  }),
  /** Removing one not there is no error; an unknown kind is 404. */
  remove: endpoint({
    method: 'delete',
    path: '/front/profile/favorites/:kind/:slug',
    access: 'student',
    response: messageSchema,
  }),
};

export const favoritesResponseSchema = favoriteEndpoints.list.response;
export const favoriteAddResponseSchema = favoriteEndpoints.add.response;
export const favoriteRemoveResponseSchema = favoriteEndpoints.remove.response;

export type FavoriteKind = z.infer<typeof favoriteKindSchema>;
export type FavoriteCourse = z.infer<typeof favoriteCourseSchema>;
export type FavoriteArticle = z.infer<typeof favoriteArticleSchema>;
export type Favorite = z.infer<typeof favoriteSchema>;
export type FavoriteRequest = z.input<typeof favoriteRequestSchema>;
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
export type FavoriteAddResponse = z.infer<typeof favoriteAddResponseSchema>;
export type FavoriteRemoveResponse = z.infer<typeof favoriteRemoveResponseSchema>;

/**
 * The query key of the favourites list. The query cache is one singleton
 * shared by every area, so a button that reads and refreshes this key in one
 * area leaves the profile's favourites page fresh in another.
 */
export const FAVORITES_QUERY_KEY = ['profile', 'favorites'] as const;

/** The student's favourites, newest first (bearer). */
export async function getFavorites(): Promise<FavoritesResponse> {
  return callEndpoint(favoriteEndpoints.list, {});
}

/** The favourites list under {@link FAVORITES_QUERY_KEY} (bearer: run it only once logged in). */
export const favoritesQuery = () => queryOptions({ queryKey: FAVORITES_QUERY_KEY, queryFn: getFavorites });

/**
 * Adds a favourite (bearer) and answers it with its card. Adding one twice
 * keeps the first; an unknown slug is a `NotFoundError`.
 */
export async function addFavorite(request: FavoriteRequest): Promise<FavoriteAddResponse> {
  requireParams({ kind: request?.kind, slug: request?.slug });
  return callEndpoint(favoriteEndpoints.add, { body: request });
}

/** Removes a favourite (bearer); removing one not there is no error. */
export async function removeFavorite(request: FavoriteRequest): Promise<FavoriteRemoveResponse> {
  requireParams({ kind: request?.kind, slug: request?.slug });
  return callEndpoint(favoriteEndpoints.remove, { params: { kind: request.kind, slug: request.slug } });
}

/** Whether a list of favourites holds this course or article. */
export function isFavorite(favorites: readonly Favorite[] | undefined, kind: FavoriteKind, slug: string): boolean {
  return (favorites ?? []).some((favorite) => favorite.kind === kind && favorite.slug === slug);
}

/**
 * What to tell the student when adding or removing failed, or undefined when
 * the client already did: a 429 or 500 raise their own snackbar and a 401
 * sends the student to login, so a second message would only repeat it.
 */
export function favoriteFailureMessage(error: unknown, adding: boolean): string | undefined {
  if (error instanceof RateLimitError || error instanceof ServerError || error instanceof UnauthorizedError) {
    return undefined;
  }
  return adding
    ? 'افزودن به علاقه‌مندی‌ها انجام نشد؛ دوباره تلاش کنید.'
    : 'حذف از علاقه‌مندی‌ها انجام نشد؛ دوباره تلاش کنید.';
}
