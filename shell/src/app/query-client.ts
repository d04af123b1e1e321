import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query cache (the server makes one per request). Data the
 * server rendered stays fresh for a minute, so hydrating a page never asks
 * the API again for what the HTML already holds; queries that know better
 * set their own `staleTime`.
 */
export function createShellQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}
