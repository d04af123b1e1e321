import { getBlogSidebar } from '@shared/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Most-read posts, categories and the tag cloud: the same on every blog page, so kept a while. */
export const blogSidebarQuery = queryOptions({
  queryKey: ['blog', 'sidebar'],
  queryFn: getBlogSidebar,
  staleTime: 10 * 60 * 1000,
});
