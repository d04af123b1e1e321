import { matchRoutes } from 'react-router';
import type { AreaName } from '@shared/registry';
import { SITE_MAP } from '../site-map/site-map.ts';

/** An area's exposed page. */
export interface AreaPage {
  area: AreaName;
  page: string;
}

const ROUTES = SITE_MAP.map((route, index) => ({ path: route.path, id: String(index) }));

/**
 * The area page a link leads to, matched against the site map with the
 * router's own ranking; undefined for the shell's pages, other sites and
 * paths the site does not have.
 */
export function areaPageOf(to: string): AreaPage | undefined {
  if (!to.startsWith('/') || to.startsWith('//')) return undefined;
  const pathname = to.split(/[?#]/)[0] ?? '/';
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  const route = match ? SITE_MAP[Number(match.route.id)] : undefined;
  if (!route || route.area === 'shell') return undefined;
  return { area: route.area, page: route.page };
}
