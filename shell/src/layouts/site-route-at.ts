import { matchRoutes } from 'react-router';
import { SITE_MAP, type SiteRoute } from '../site-map/site-map.ts';

// The router's own ranking (static segments before parameters), not table order.
const ROUTES = SITE_MAP.map((route, index) => ({ path: route.path, id: String(index) }));

/** The site-map row the router shows at a path; undefined where only the 404 page matches. */
export function siteRouteAt(pathname: string): SiteRoute | undefined {
  const id = matchRoutes(ROUTES, pathname)?.at(-1)?.route.id;
  return id === undefined ? undefined : SITE_MAP[Number(id)];
}

/** A page's title as the site map gives it (every route has a Persian one). */
export function siteMapTitleAt(pathname: string): string | undefined {
  const route = siteRouteAt(pathname);
  return route?.title;
}
