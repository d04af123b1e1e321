import { createBrowserRouter, type RouteObject } from '@shared/router';
import { LAYOUTS } from '@shared/registry';
import { catalogueRoute } from '../catalogue/catalogue-route.ts';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { PageLoading } from '../remotes/index.ts';
import { SHELL_ROUTES, type SiteRoute } from '../site-map/shell-routes.ts';
import { UnmatchedPage } from '../site-map/UnmatchedPage.tsx';
import { createAreaRoutePatcher } from './area-route-patcher.ts';
import { keyHistoryEntry } from './history-entry-key.ts';
import { layoutRouteId, pageRoute } from './page-route.tsx';
import { RootFrame } from './RootFrame.tsx';

/**
 * The shell's routes: its own pages under their layouts, and a catch-all.
 * The areas' pages are not here: the router asks for them on the first
 * navigation the shell's pages do not serve (area-route-patcher.ts).
 * `onlyNotFound` leaves only the catch-all, for the server's 404 page.
 */
export function siteRoutes(areaRoutes: readonly SiteRoute[] = [], onlyNotFound = false): RouteObject[] {
  // The server renders the 404 page of an address whose page exists but whose data does not with no page to match.
  const pages: readonly SiteRoute[] = onlyNotFound ? [] : [...SHELL_ROUTES, ...areaRoutes];
  const layouts: RouteObject[] = LAYOUTS.map((layout) => ({
    id: layoutRouteId(layout),
    element: <SiteLayout layout={layout} />,
    children: pages.filter((route) => route.layout === layout).map(pageRoute),
  }));
  layouts.push({
    element: <SiteLayout layout="default" />,
    // While the first load waits for the areas' routes, the frame shows and the page says it is loading.
    children: [{ path: '*', element: <UnmatchedPage />, hydrateFallbackElement: <PageLoading /> }],
  });
  // The design-system catalogue is a development page outside the site map: no layout, lazy-loaded.
  return [{ element: <RootFrame />, children: [catalogueRoute, ...layouts] }];
}

/**
 * The shell's one router; remotes render inside it and share it. A page the
 * server rendered passes the areas' pages it rendered with (they came in the
 * page), so the router matches the URL at once and hydrates the same tree.
 */
export function createSiteRouter(areaRoutes: readonly SiteRoute[] = []) {
  // Before the router reads the entry: a fresh load must not share the key "default" with every other one.
  keyHistoryEntry();
  return createBrowserRouter(siteRoutes(areaRoutes), {
    patchRoutesOnNavigation: createAreaRoutePatcher(areaRoutes.length > 0),
  });
}
