import type { QueryFunction, QueryFunctionContext, QueryKey, SkipToken } from '@tanstack/react-query';

/**
 * A query whose fetch also fails when the page would call its answer «not
 * found» (`check` throws NotFoundError), with the page's own key, so the site
 * server answers 404 instead of rendering a page that throws, and the page
 * still finds the answer in the cache when there is one.
 */
export function confirmedQuery<T, K extends QueryKey>(
  query: { queryKey: K; queryFn?: QueryFunction<T, K, never> | SkipToken; staleTime?: unknown },
  check: (answer: T) => void,
) {
  const fetch = query.queryFn;
  return {
    queryKey: query.queryKey,
    staleTime: query.staleTime,
    queryFn: async (context: QueryFunctionContext<K, never>) => {
      if (typeof fetch !== 'function') throw new Error('A declared query has no function to fetch it.');
      const answer = await fetch(context);
      check(answer);
      return answer;
    },
  };
}
