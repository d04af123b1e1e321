import type { RouteObject } from '@shared/router';
import type { LayoutName } from '@shared/registry';
import { RoutePage } from '../site-map/RoutePage.tsx';
import type { SiteRoute } from '../site-map/shell-routes.ts';

/** The id of a layout's route: the parent the areas' pages are patched under. */
export const layoutRouteId = (layout: LayoutName) => `layout:${layout}`;

/** One page of the site as a router route. */
export function pageRoute(route: SiteRoute): RouteObject {
  // The handle lets the layout read the page it shows from the router's matches (use-site-route.ts).
  return { id: `${route.area}:${route.path}`, path: route.path, handle: route, element: <RoutePage route={route} /> };
}
