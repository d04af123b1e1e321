import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from '@shared/router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from '@shared/router/server';
import { areaRouteObjects, Providers, testQueryClient, type AreaKitOptions } from './area-frame.tsx';

/** Where a page is, as an area's route module hands it to its `queries`. */
interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** The part of an area's route module (`src/routes.ts`) the server render reads: each row's queries. */
export interface PageQueryTable {
  routes: readonly { path: string; queries?: (address: PageAddress) => readonly { queryKey: readonly unknown[] }[] }[];
}

/** Options of {@link renderAreaToString}. */
export interface ServerRenderOptions {
  /**
   * The area's route module: the queries its row names for the address are
   * fetched into the cache first, as the site server does before it renders.
   */
  table?: PageQueryTable;
  /** The query cache to render with (for a test that seeds it itself); a fresh one otherwise. */
  client?: QueryClient;
}

/** Fetches the queries the route module names for the page at `url` into the cache. */
async function prefetchPage(table: PageQueryTable, url: URL, client: QueryClient): Promise<void> {
  const rows = table.routes.map((row) => ({ path: row.path, row }));
  const match = matchRoutes(rows, url.pathname)?.[0];
  if (!match?.route.row.queries) return;
  const queries = match.route.row.queries({ params: match.params, search: url.searchParams });
  // The route module's queries are `queryOptions` results: the shell prefetches them the same way.
  await Promise.all(queries.map((query) => client.prefetchQuery(query as FetchQueryOptions)));
}

/**
 * Renders an area's page at an address to HTML as the site server does:
 * in Node, with React's server renderer, a static data router and the
 * providers of a page (query cache, jotai store, theme in right-to-left).
 * Effects never run, so what it returns is what a student's browser receives
 * before it hydrates. A page that touches the browser while rendering throws.
 */
export async function renderAreaToString(
  options: AreaKitOptions,
  path: string,
  { table, client = testQueryClient() }: ServerRenderOptions = {},
): Promise<string> {
  const url = new URL(path, 'http://localhost');
  if (table) await prefetchPage(table, url, client);
  const handler = createStaticHandler(areaRouteObjects(options));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`The router answered ${path} with a redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers client={client} store={createStore()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}
