import { en } from 'zod/locales';
import * as z from 'zod/mini';

// Classic zod compiles object parsers with `new Function` where it may; the site's CSP forbids that, and even
// zod's probe for it is reported as a violation, so a CSP report would be noise. zod/mini's objects never
// compile, but the setting is global to zod's core: it keeps anything else an app bundles from probing. Every
// app bundles its own zod and evaluates this module before it parses anything (every call's schema is built
// from these envelopes).
z.config({ jitless: true });
// Classic zod made English its default locale when its first schema was built; zod/mini has none, and an issue
// without a message of its own would read only «Invalid input». Keep classic's wording (a SchemaError, a field
// without a Persian message), unless a locale was chosen already (the dev API's Persian one).
if (!z.config().localeError) z.config(en());

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
