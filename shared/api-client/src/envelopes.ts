import { z } from 'zod';

// Zod compiles object parsers with `new Function` where it may; the site's CSP forbids that, and even zod's
// probe for it is reported as a violation, so a CSP report would be noise. Every app bundles its own zod and
// evaluates this module before it parses anything (every call's schema is built from these envelopes).
z.config({ jitless: true });

/**
 * Response envelopes of the backend. A single resource comes as `{ data }`,
 * a page of a list as `{ data, meta }`, an action's answer as `{ message }`
 * with optional data. Unknown extra fields pass, so a richer backend does not
 * break the site.
 */

/** Pagination of a list answer. */
export const pageMetaSchema = z.looseObject({
  current_page: z.number().int().positive(),
  last_page: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});

/** `{ data: T }` */
export function single<S extends z.ZodType>(item: S) {
  return z.looseObject({ data: item });
}

/** `{ data: T[], meta }` */
export function paginated<S extends z.ZodType>(item: S) {
  return z.looseObject({ data: z.array(item), meta: pageMetaSchema });
}

/** `{ data: T[] }` for short lists that are never paginated. */
export function list<S extends z.ZodType>(item: S) {
  return z.looseObject({ data: z.array(item) });
}

/** `{ message, data? }`: what an action (login, save, send) answers. */
export function actionResult<S extends z.ZodType>(data: S) {
  return z.looseObject({ message: z.string(), data: data.optional() });
}

/** `{ message }` alone. */
export const messageSchema = z.looseObject({ message: z.string() });

/** Image sizes of spec section 3 (`image_styles.styles.thumbnail`). */
export const imageStylesSchema = z.looseObject({
  styles: z.looseObject({
    thumbnail: z.string(),
    medium: z.string().optional(),
    large: z.string().optional(),
  }),
});

/** Pagination request parameters. */
export interface PageQuery {
  page?: number;
  per_page?: number;
}
