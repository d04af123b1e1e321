import { getBlogPosts, type BlogPostsQuery } from '@shared/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { PostListRoute } from '../hooks/list-route.ts';

/** Posts per page of every list: four rows of three on a wide screen. */
export const POSTS_PER_PAGE = 12;

/** What identifies a list regardless of its page. */
function listKeyOf(route: PostListRoute): string {
  switch (route.kind) {
    case 'search':
      return `search:${route.search}`;
    case 'category':
    case 'tag':
      return `${route.kind}:${route.slug}`;
    default:
      return route.kind;
  }
}

/** The API filters of a list. */
export function postsQueryOf(route: PostListRoute): BlogPostsQuery {
  const common = { page: route.page, per_page: POSTS_PER_PAGE };
  switch (route.kind) {
    case 'featured':
      return { ...common, featured: true };
    case 'search':
      return { ...common, search: route.search };
    case 'category':
      return { ...common, category_slug: route.slug };
    case 'tag':
      return { ...common, tag: route.slug };
    default:
      return common;
  }
}

/**
 * One page of a list. While the next page of the same list loads, the
 * current one stays on screen; another list never shows this one's posts.
 * A search without words asks nothing.
 */
export function postListQuery(route: PostListRoute) {
  const listKey = listKeyOf(route);
  return queryOptions({
    queryKey: ['blog', 'posts', listKey, route.page],
    queryFn: () => getBlogPosts(postsQueryOf(route)),
    enabled: route.kind !== 'search' || route.search !== '',
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === listKey ? previous : undefined),
  });
}
