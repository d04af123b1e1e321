import {
  hashKey,
  QueryClient,
  skipToken,
  type FetchQueryOptions,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { matchRoutes } from '@shared/router';
import type { AreaKitOptions } from './area-frame.tsx';
import { renderAreaToString, type PageQueryTable } from './server-render.tsx';

/** A row's queries, as a route module declares them. */
type RowQueries = NonNullable<PageQueryTable['routes'][number]['queries']>;

/** An area's route module as these checks read it: each row's path, guard and queries. */
interface RouteModule {
  routes: readonly { path: string; guard?: string; queries?: RowQueries }[];
}

/** The hashed keys of queries: what a row declares and what a page asks for are compared by these. */
export const keysOf = (queries: readonly { queryKey: readonly unknown[] }[]): string[] =>
  queries.map((query) => hashKey(query.queryKey));

/**
 * The queries the row of a route module serving an address declares, as the
 * site server asks for them (shell/src/server/page-queries.ts); an address no
 * row serves throws, so a test cannot pass on a path it mistyped.
 */
export function declaredBy(table: RouteModule): (url: string) => readonly FetchQueryOptions[] {
  const rows = table.routes.map((row) => ({ path: row.path, row }));
  return (url) => {
    const address = new URL(url, 'http://localhost');
    const match = matchRoutes(rows, address.pathname)?.at(-1);
    if (!match) throw new Error(`No row serves ${url}.`);
    const queries = match.route.row.queries?.({ params: match.params, search: address.searchParams }) ?? [];
    return queries as readonly FetchQueryOptions[];
  };
}

/** What {@link describePageQueries} checks of an area's route module. */
export interface PageQueriesSuite {
  /** The area's test frame (its routes and the layout parts its pages use). */
  kit: AreaKitOptions;
  /** The area's `src/routes.ts`. */
  table: RouteModule;
  /** Addresses of public pages: each row declares a query, and its page asks for every one it declares. */
  pages: readonly string[];
}

/** The queries the page asks for while the server renders it (its loading state: nothing fetched). */
async function queriesThePageUses(kit: AreaKitOptions, url: string) {
  const client = new QueryClient();
  await renderAreaToString(kit, url, { client });
  return client.getQueryCache().getAll();
}

/** The keys of every query the page asks for, enabled or not. */
const keysThePageUses = async (kit: AreaKitOptions, url: string) => keysOf(await queriesThePageUses(kit, url));

/** The keys of the queries the page would fetch: not those it turns off (a guest's, whose session is out). */
async function keysThePageFetches(kit: AreaKitOptions, url: string): Promise<string[]> {
  const queries = await queriesThePageUses(kit, url);
  return keysOf(
    queries.filter((query) => {
      // The observer's options, which the cache keeps on the query; its own type leaves `enabled` out.
      const { enabled, queryFn } = query.options as QueryObserverOptions;
      return queryFn !== skipToken && (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    }),
  );
}

/** The path of a row with each parameter filled in (`1`, which every parameter accepts): where a row without queries is rendered. */
const addressOf = (pattern: string) => pattern.replace(/:\w+/g, '1');

/**
 * Checks that what an area's route module tells the site server to fetch
 * before rendering a page is what the page reads: each page, rendered on the
 * server with an empty cache, asks for every key its row declares (a key that
 * differs would be fetched for nothing while the page renders its loading
 * state), and a public page whose row declares none asks for none (a page
 * that reads data declares it, or the server renders its loading state).
 */
export function describePageQueries(area: string, suite: PageQueriesSuite): void {
  const { kit, table, pages } = suite;
  const quiet = table.routes.filter((row) => row.guard === undefined && !row.queries).map((row) => row.path);
  const declared = declaredBy(table);

  describe(`${area}: the queries its pages declare`, () => {
    it.each(pages)('%s: the page asks for every query its row declares', async (url) => {
      const keys = keysOf(declared(url));
      expect(keys.length).toBeGreaterThan(0);
      expect(await keysThePageUses(kit, url)).toEqual(expect.arrayContaining(keys));
    });

    if (quiet.length > 0) {
      it.each(quiet)('%s: declares no query, and its page asks for none on the server', async (pattern) => {
        expect(await keysThePageFetches(kit, addressOf(pattern))).toEqual([]);
      });
    }
  });
}
