import { getBlogIndex } from '@shared/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The blog's landing page: featured posts, the latest ones and the categories. */
export const blogIndexQuery = queryOptions({
  queryKey: ['blog', 'index'],
  queryFn: getBlogIndex,
  staleTime: 5 * 60 * 1000,
});
