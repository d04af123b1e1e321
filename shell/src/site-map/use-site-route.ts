import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from '@shared/router';
import type { SiteRoute } from './shell-routes.ts';
import { siteRouteAt } from './site-routes.ts';

function isSiteRoute(handle: unknown): handle is SiteRoute {
  return typeof handle === 'object' && handle !== null && 'path' in handle && 'area' in handle && 'title' in handle;
}

/**
 * The page the router is showing. The site's router carries each page's
 * route in its match (page-route.tsx puts it in the handle), so a server
 * rendering many requests at once gets each request's own page with no
 * module state. A router without those handles (a test's) falls back to the
 * site map this browser has learned.
 */
export function useSiteRoute(): SiteRoute | undefined {
  const { pathname } = useLocation();
  const handle = useContext(UNSAFE_DataRouterStateContext)?.matches.at(-1)?.route.handle;
  return isSiteRoute(handle) ? handle : siteRouteAt(pathname);
}
