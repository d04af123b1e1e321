import { createStaticHandler } from '@shared/router/server';
import { keptValue } from '@shared/ui';
import { siteRoutes } from '../app/router.tsx';
import type { SiteRoute } from '../site-map/shell-routes.ts';

type StaticHandler = ReturnType<typeof createStaticHandler>;

/**
 * The router's static handler for a set of area pages, made once and used by every render with the same
 * pages. Making one flattens and ranks the whole site's route table (about 1.5 ms of each server render),
 * and it holds no request's state: `query` takes the request. The area pages change only with the
 * registry, so a few kinds are alive at once (a canary's cohorts); the bound only guards against a leak.
 */
const handlers = new Map<string, StaticHandler>();
const MAX_HANDLERS = 16;

export function staticHandlerFor(areaRoutes: readonly SiteRoute[], notFound: boolean): StaticHandler {
  const key = `${notFound}\n${JSON.stringify(areaRoutes)}`;
  return keptValue(handlers, MAX_HANDLERS, key, () => createStaticHandler(siteRoutes(areaRoutes, notFound)));
}
