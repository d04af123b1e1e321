import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { AreaName, AreaRoutes, PageAddress } from '@shared/registry';
import { loadAreaModule } from './load-area-page.ts';

function isRouteModule(value: unknown): value is { routes: AreaRoutes } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'routes' in value &&
    Array.isArray((value as { routes: { routes?: unknown } }).routes.routes)
  );
}

/** Set while a server-rendered page hydrates: its data came in the page, so the first prefetch has nothing to do. */
let pageCameWithItsData = false;

/** Called once before hydrating a server-rendered page (bootstrap.tsx). */
export function skipFirstPrefetch(): void {
  pageCameWithItsData = true;
}

/**
 * Starts the data a page declared it needs (its route's `queries`) at the
 * same time as the page's code, instead of after it: the area's small route
 * module names the queries, and the page's own `useQuery` then finds them
 * in flight in the one query cache. Anything that fails here is left to
 * the page, which asks again and shows its own error state.
 */
export async function prefetchPageData(
  client: QueryClient,
  area: AreaName,
  path: string,
  address: PageAddress,
): Promise<void> {
  if (pageCameWithItsData) {
    // Loading the area's route module only to find the data fresh in the cache would cost a request.
    pageCameWithItsData = false;
    return;
  }
  const { module } = await loadAreaModule(area, 'routes', isRouteModule);
  const declared = module.routes.routes.find((route) => route.path === path);
  const queries = declared?.queries?.(address) ?? [];
  await Promise.all(queries.map((query) => client.prefetchQuery(query as FetchQueryOptions)));
}
