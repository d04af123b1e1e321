import type { RouteObject } from '@shared/router';

/** The design-system catalogue's address: a development page, outside the spec's site map and unlinked. */
export const CATALOGUE_PATH = '/_catalogue';

/**
 * The catalogue's route. Its page is loaded only when someone opens it, so
 * it adds nothing to the first load of the site; it is in the production
 * build because the end-to-end accessibility check runs against that build.
 */
export const catalogueRoute: RouteObject = {
  path: CATALOGUE_PATH,
  lazy: async () => {
    const { default: Component } = await import('./CataloguePage.tsx');
    return { Component };
  },
};
