import { siteRouteAt } from '../site-map/site-routes.ts';

/** A page's title as its route declares it (every route has a Persian one). */
export function siteMapTitleAt(pathname: string): string | undefined {
  return siteRouteAt(pathname)?.title;
}
