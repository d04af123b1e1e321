import * as z from '@shared/schema';

/**
 * Response envelopes of the backend. A single resource comes as `{ data }`,
 * a page of a list as `{ data, meta }`, an action's answer as `{ message }`
 * with optional data. Unknown extra fields pass, so a richer backend does not
 * break the site.
 */

/** Pagination of a list answer. */
export const pageMetaSchema = z.looseObject({
  current_page: z.int().check(z.positive()),
  last_page: z.int().check(z.nonnegative()),
  per_page: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
});

/** `{ data: T }` */
export function single<S extends z.ZodMiniType>(item: S) {
  return z.looseObject({ data: item });
}

/** `{ data: T[], meta }` */
export function paginated<S extends z.ZodMiniType>(item: S) {
  return z.looseObject({ data: z.array(item), meta: pageMetaSchema });
}

/** `{ data: T[] }` for short lists that are never paginated. */
export function list<S extends z.ZodMiniType>(item: S) {
  return z.looseObject({ data: z.array(item) });
}

/** `{ message, data? }`: what an action (login, save, send) answers. */
export function actionResult<S extends z.ZodMiniType>(data: S) {
  return z.looseObject({ message: z.string(), data: z.optional(data) });
}

/** `{ message }` alone. */
export const messageSchema = z.looseObject({ message: z.string() });

/** Image sizes of spec section 3 (`image_styles.styles.thumbnail`). */
export const imageStylesSchema = z.looseObject({
  styles: z.looseObject({
    thumbnail: z.string(),
    medium: z.optional(z.string()),
    large: z.optional(z.string()),
  }),
});

/** Pagination request parameters. */
export interface PageQuery {
  page?: number;
  per_page?: number;
}
