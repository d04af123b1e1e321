import { getBlogPost } from '@shared/api-client';
import { queryOptions } from '@tanstack/react-query';

/** One post by slug (or id). A blank slug fails in the client before any request (spec section 5). */
export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => getBlogPost(slug),
    staleTime: 60 * 1000,
  });
}
