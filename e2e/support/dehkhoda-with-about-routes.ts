import type { AreaRoutes } from '@shared/registry';
import { routes as committed } from '../../mf-dehkhoda/src/routes.ts';

/** The dictionary's committed routes plus one page under its own prefix: what a team adds in a release. */
export const routes = {
  ...committed,
  routes: [
    ...committed.routes,
    { path: '/dehkhoda/about', page: 'About', layout: 'default', title: 'دربارهٔ لغت‌نامه' },
  ],
} satisfies AreaRoutes;
