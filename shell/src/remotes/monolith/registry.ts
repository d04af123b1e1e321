import { routeTables } from '@platform/monolith-areas';
import type { AreaName, RemotesDocument } from '@shared/registry';
import type { Overrides } from '../overrides.ts';

/**
 * The monolith build's registry (it replaces ../registry.ts there, see
 * build/monolith-config.ts): the areas are in the bundle, so their pages are known
 * at build time and nothing is fetched. Same exports as the federated one.
 */
export interface RegistryView {
  document: RemotesDocument;
  overrides: Overrides;
}

const bundled: RegistryView = {
  document: {
    areas: Object.fromEntries(
      Object.entries(routeTables).map(([area, routes]) => [area, { version: 'bundled', entry: 'bundled', routes }]),
    ),
    origins: [],
    overrides: false,
  },
  overrides: {},
};

/** Nothing to adopt: the bundle is the registry. */
export function adoptEmbeddedRegistry(_document: RemotesDocument): void {}

/** The areas in the bundle, at once. */
export function loadRegistry(): Promise<RegistryView> {
  return Promise.resolve(bundled);
}

/** Raised when an area is not in the bundle. */
export class AreaNotDeployedError extends Error {
  constructor(readonly area: AreaName) {
    super(`Area "${area}" is not in this build.`);
    this.name = 'AreaNotDeployedError';
  }
}
