import { blogPostsQuery, type BlogPostsQuery } from '@shared/api-client';
import { hashKey, queryOptions } from '@tanstack/react-query';
import type { PostListRoute } from '../hooks/list-route.ts';

/** Posts per page of every list: four rows of three on a wide screen. */
export const POSTS_PER_PAGE = 12;

/** What identifies a list regardless of its page: its filters without the page. */
function listOf(query: BlogPostsQuery): string {
  return hashKey([{ ...query, page: undefined }]);
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
  const posts = blogPostsQuery(postsQueryOf(route));
  const list = listOf(posts.queryKey[2]);
  return queryOptions({
    ...posts,
    enabled: route.kind !== 'search' || route.search !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery && listOf(previousQuery.queryKey[2]) === list ? previous : undefined,
  });
}
