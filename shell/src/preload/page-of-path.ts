import type { AreaName } from '@shared/registry';
import { knownAreaRoutes, siteRouteAt } from '../site-map/site-routes.ts';

/** An area's exposed page. */
export interface AreaPage {
  area: AreaName;
  page: string;
}

/**
 * The path of a link that may lead to an area's page: a path of this site
 * that none of the shell's own pages serves. Undefined for the shell's
 * pages and other sites, which have nothing to preload.
 */
export function areaPathOf(to: string): string | undefined {
  if (!to.startsWith('/') || to.startsWith('//')) return undefined;
  const pathname = to.split(/[?#]/)[0] || '/';
  return siteRouteAt(pathname)?.area === 'shell' ? undefined : pathname;
}

/** The area page at a path, once the registry has named the areas' pages; undefined where none is. */
export async function areaPageAt(pathname: string): Promise<AreaPage | undefined> {
  await knownAreaRoutes();
  const route = siteRouteAt(pathname);
  return route && route.area !== 'shell' ? { area: route.area, page: route.page } : undefined;
}
