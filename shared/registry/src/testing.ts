import type { PageQuery } from './area-routes.ts';
import type { PageHeadInput } from './page-head.ts';

/**
 * What an area's head builders are tested with: the answers a test puts in
 * (as the server's query cache holds them after the page's queries ran) and
 * the input a builder gets for an address.
 */
export interface HeadTestKit {
  /** Stands in for a query's answer. */
  answer: (query: PageQuery, data: unknown) => void;
  /** The builder's input at a path with its parameters. */
  at: (pathname: string, params?: Record<string, string>) => PageHeadInput;
}

/** A fresh kit: no answers yet, the given site origin. */
export function headTestKit(origin: string): HeadTestKit {
  const answers = new Map<string, unknown>();
  const key = (query: PageQuery) => JSON.stringify(query.queryKey);
  return {
    answer: (query, data) => answers.set(key(query), data),
    at: (pathname, params = {}) => ({
      pathname,
      params,
      search: new URLSearchParams(),
      origin,
      read: (query) => answers.get(key(query)) as never,
    }),
  };
}
