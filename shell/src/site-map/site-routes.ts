import { matchRoutes } from '@shared/router';
import { AREAS, type RemotesDocument } from '@shared/registry';
import { loadRegistry } from '../remotes/registry.ts';
import { SHELL_ROUTES, type SiteRoute } from './shell-routes.ts';

/**
 * Every page of the site this browser knows of: the shell's own, and the
 * areas' pages as their current releases declared them in `/remotes.json`.
 * The areas' part is empty until the registry has been read (the router
 * reads it on the first navigation to a URL the shell does not own).
 */
let areaRoutes: readonly SiteRoute[] = [];
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

/** Which of `routes` serves a path, and its parameters, ranked the router's way (fixed segments before parameters). */
export function matchSiteRoute(pathname: string, routes: readonly SiteRoute[]) {
  const match = matchRoutes(
    routes.map((route, index) => ({ path: route.path, id: String(index) })),
    pathname,
  )?.at(-1);
  return match ? { route: routes[Number(match.route.id)]!, params: match.params } : undefined;
}

/** The page the router shows at a path, among the pages this browser knows of. */
export function siteRouteAt(pathname: string): SiteRoute | undefined {
  return matchSiteRoute(pathname, [...SHELL_ROUTES, ...areaRoutes])?.route;
}

/** Whether the last try to learn the areas' pages failed (then an unknown URL may be an area's). */
export function areaRoutesUnavailable(): boolean {
  return unavailable;
}

/** Forgets the learned pages (tests start from a browser that has not read the registry). */
export function forgetAreaRoutes(): void {
  learned = undefined;
  areaRoutes = [];
  unavailable = false;
}

/** A page's title as its route declares it (every route has a Persian one). */
export function siteMapTitleAt(pathname: string): string | undefined {
  return siteRouteAt(pathname)?.title;
}
