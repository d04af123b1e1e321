import { getBlogCategories } from '@shared/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Every blog category with its post count. */
export const blogCategoriesQuery = queryOptions({
  queryKey: ['blog', 'categories'],
  queryFn: getBlogCategories,
  staleTime: 10 * 60 * 1000,
});
