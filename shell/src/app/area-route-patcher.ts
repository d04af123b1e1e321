import type { PatchRoutesOnNavigationFunction } from '@shared/router';
import { LAYOUTS } from '@shared/registry';
import { knownAreaRoutes, siteRouteAt } from '../site-map/site-routes.ts';
import { layoutRouteId, pageRoute } from './page-route.tsx';

/**
 * Adds the areas' pages to the router the first time a navigation needs a
 * page the shell does not serve. The pages come from `/remotes.json`, which
 * carries each area's route table as its current release declared it: one
 * request for all five areas, and no area code runs to route a URL. Each
 * page goes under the layout it names. Until the registry answers, a
 * navigation keeps trying; the catch-all explains why an area URL is not
 * served meanwhile (UnmatchedPage).
 */
export function createAreaRoutePatcher(alreadyPatched = false): PatchRoutesOnNavigationFunction {
  let patched = alreadyPatched;
  return async ({ path, patch }) => {
    // The router also asks for every match with a parameter (`/s/:key`, `/page/:slug`): a page the shell
    // serves itself needs no registry, and no area can take it over (promote refuses such a prefix).
    if (patched || siteRouteAt(path)?.area === 'shell') return;
    const routes = await knownAreaRoutes().catch(() => undefined);
    if (!routes) return;
    patched = true;
    for (const layout of LAYOUTS) {
      const children = routes.filter((route) => route.layout === layout).map(pageRoute);
      if (children.length) patch(layoutRouteId(layout), children);
    }
  };
}
