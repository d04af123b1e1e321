import { pageNumberOf } from '../../../lib/page-number.ts';

/** The longest search the API accepts. */
export const SEARCH_MAX_LENGTH = 100;

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

/**
 * Reads the list from the address: the path says which list, `?page=` which
 * page and `?search=` what to look for.
 */
export function listRouteOf(pathname: string, slug: string | undefined, query: URLSearchParams): ListRoute {
  const page = pageNumberOf(query.get('page'));
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/articles/featured')) return { kind: 'featured', page };
  if (path.endsWith('/articles/latest')) return { kind: 'latest', page };
  if (path.endsWith('/articles/search')) {
    const search = (query.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
    return { kind: 'search', search, page };
  }
  if (path.endsWith('/articles/category')) return { kind: 'categories' };
  if (slug && path.includes('/articles/category/')) return { kind: 'category', slug, page };
  if (slug && path.includes('/articles/tag/')) return { kind: 'tag', slug, page };
  return { kind: 'home' };
}
