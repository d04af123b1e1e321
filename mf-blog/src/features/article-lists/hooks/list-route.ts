import { MAX_SEARCH_TEXT_LENGTH } from '@shared/api-client';
import { pageNumberOf } from '../../../lib/page-number.ts';

/** Which list an /articles address shows. */
export type ListRoute =
  | { kind: 'home' }
  | { kind: 'categories' }
  | { kind: 'featured'; page: number }
  | { kind: 'latest'; page: number }
  | { kind: 'search'; search: string; page: number }
  | { kind: 'category'; slug: string; page: number }
  | { kind: 'tag'; slug: string; page: number };

/** A list that pages through posts (every kind but the landing page and the categories overview). */
export type PostListRoute = Exclude<ListRoute, { kind: 'home' } | { kind: 'categories' }>;

/** The lists the ArticleList page serves, one per row (the row's `variant`). */
export const LIST_VARIANTS = ['home', 'featured', 'latest', 'search', 'categories', 'category', 'tag'] as const;
export type ListVariant = (typeof LIST_VARIANTS)[number];

function isListVariant(variant: string | undefined): variant is ListVariant {
  return (LIST_VARIANTS as readonly (string | undefined)[]).includes(variant);
}

/**
 * Reads the list from its row and address: the row's variant says which list, `?page=` which page and
 * `?search=` what to look for. A row without a variant is the landing page.
 */
export function listRouteOf(variant: string | undefined, slug: string | undefined, query: URLSearchParams): ListRoute {
  const page = pageNumberOf(query.get('page'));
  const kind = isListVariant(variant) ? variant : 'home';
  switch (kind) {
    case 'home':
    case 'categories':
      return { kind };
    case 'featured':
    case 'latest':
      return { kind, page };
    case 'search':
      return { kind, search: (query.get('search') ?? '').trim().slice(0, MAX_SEARCH_TEXT_LENGTH), page };
    case 'category':
    case 'tag':
      return slug ? { kind, slug, page } : { kind: 'home' };
  }
}
