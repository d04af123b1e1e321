import { matchRoutes } from '@shared/router';
import { AREAS, type RemotesDocument } from '@shared/registry';
import { keptValue } from '@shared/ui';
import { loadRegistry } from '../remotes/index.ts';
import { SHELL_ROUTES, type SiteRoute } from './shell-routes.ts';

/**
 * Every page of the site this browser knows of: the shell's own, and the
 * areas' pages as their current releases declared them in `/remotes.json`.
 * The areas' part is empty until the registry has been read (the router
 * reads it on the first navigation to a URL the shell does not own).
 */
let areaRoutes: readonly SiteRoute[] = [];
/** The shell's pages and the areas', one list while the areas' are unchanged (so its matches are remembered). */
let allRoutes: readonly SiteRoute[] = SHELL_ROUTES;
let unavailable = false;
let learned: Promise<readonly SiteRoute[]> | undefined;

/** Learns the areas' pages from the registry; returns them, to be added to the router. */
export function learnAreaRoutes(document: RemotesDocument): readonly SiteRoute[] {
  const owned = AREAS.flatMap((area) => {
    const table = document.areas[area]?.routes;
    return table ? [{ area, table }] : [];
  });
  unavailable = false;
  areaRoutes = owned.flatMap(({ area, table }) => table.routes.map((row) => ({ ...row, area })));
  allRoutes = [...SHELL_ROUTES, ...areaRoutes];
  learned = Promise.resolve(areaRoutes);
  return areaRoutes;
}

/**
 * The areas' pages, read from the registry once per page load. A failed
 * read is remembered as "unavailable" and forgotten, so the next navigation
 * (or the fallback's retry) reads again.
 */
export function knownAreaRoutes(): Promise<readonly SiteRoute[]> {
  learned ??= loadRegistry().then(
    ({ document }) => learnAreaRoutes(document),
    (error: unknown) => {
      learned = undefined;
      unavailable = true;
      throw error;
    },
  );
  return learned;
}

type SiteRouteMatch = { route: SiteRoute; params: Readonly<Record<string, string | undefined>> };

/**
 * What each path matched, per route list. The router flattens and ranks the whole list on every match
 * (0.6 ms for the site's 70 pages), and every link of a page asks for its path while rendering, on the server
 * and again while hydrating: the same paths, render after render. A list is its own key, so a new one starts
 * afresh.
 */
const matchesByList = new WeakMap<readonly SiteRoute[], Map<string, SiteRouteMatch | undefined>>();
const MAX_REMEMBERED_PATHS = 1000;

/** Which of `routes` serves a path, and its parameters, ranked the router's way (fixed segments before parameters). */
export function matchSiteRoute(pathname: string, routes: readonly SiteRoute[]): SiteRouteMatch | undefined {
  let remembered = matchesByList.get(routes);
  if (!remembered) matchesByList.set(routes, (remembered = new Map()));
  return keptValue(remembered, MAX_REMEMBERED_PATHS, pathname, () => {
    const match = matchRoutes(
      routes.map((route, index) => ({ path: route.path, id: String(index) })),
      pathname,
    )?.at(-1);
    return match ? { route: routes[Number(match.route.id)]!, params: match.params } : undefined;
  });
}

/** The page the router shows at a path, among the pages this browser knows of. */
export function siteRouteAt(pathname: string): SiteRoute | undefined {
  return matchSiteRoute(pathname, allRoutes)?.route;
}

/** Whether the last try to learn the areas' pages failed (then an unknown URL may be an area's). */
export function areaRoutesUnavailable(): boolean {
  return unavailable;
}

/** Forgets the learned pages (tests start from a browser that has not read the registry). */
export function forgetAreaRoutes(): void {
  learned = undefined;
  areaRoutes = [];
  allRoutes = SHELL_ROUTES;
  unavailable = false;
}

/** A page's title as its route declares it (every route has a Persian one). */
export function siteMapTitleAt(pathname: string): string | undefined {
  return siteRouteAt(pathname)?.title;
}
