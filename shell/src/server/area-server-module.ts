import type { ComponentType } from 'react';
import type { AreaRoutes } from '@shared/registry';

/**
 * What an area release's Node build exports (build/node-config.ts writes its
 * entry): the area's route module and every page it names.
 */
export interface AreaServerModule {
  routes: AreaRoutes;
  pages: Record<string, ComponentType>;
}

/** Whether a loaded Node build has the shape a page render needs. */
export function isAreaServerModule(value: unknown): value is AreaServerModule {
  if (typeof value !== 'object' || value === null) return false;
  const { routes, pages } = value as Partial<AreaServerModule>;
  return Array.isArray(routes?.routes) && typeof pages === 'object' && pages !== null;
}
