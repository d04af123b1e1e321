import type { ComponentType } from 'react';
import { areaModules } from '@platform/monolith-areas';
import type { AreaName } from '@shared/registry';
import type { Candidate } from '../area-releases.ts';
import { AreaNotDeployedError } from './registry.ts';

/**
 * The monolith build's area loader (it replaces ../load-area-page.ts there,
 * see rspack-monolith.ts): an area's page is a plain dynamic import of the
 * bundle, with no registry, manifest or federation runtime. Same exports as
 * the federated loader, so the rest of the shell is the same code.
 */
export interface PageModule {
  default: ComponentType;
}

export interface LoadedPage {
  module: PageModule;
  release: Candidate;
}

/** Never raised here (a bundled chunk that fails is the browser's ChunkLoadError); kept for the same exports. */
export class AreaLoadError extends Error {
  constructor(
    readonly area: AreaName,
    readonly version: string,
    cause: unknown,
  ) {
    super(`${area} ${version} failed to load`, { cause });
    this.name = 'AreaLoadError';
  }
}

const bundledRelease = (area: AreaName): Candidate => ({
  area,
  role: 'current',
  version: 'bundled',
  manifestUrl: 'bundled',
});

function isPageModule(value: unknown): value is PageModule {
  return typeof value === 'object' && value !== null && 'default' in value && value.default != null;
}

export function loadAreaPage(area: AreaName, page: string): Promise<LoadedPage> {
  return loadAreaModule(area, page, isPageModule);
}

export async function loadAreaModule<T>(
  area: AreaName,
  expose: string,
  isExpected: (value: unknown) => value is T,
): Promise<{ module: T; release: Candidate }> {
  const load = areaModules[area]?.[expose];
  if (!load) throw new AreaNotDeployedError(area);
  const module = await load();
  if (!isExpected(module)) throw new Error(`${area}/${expose} is not the module expected.`);
  return { module, release: bundledRelease(area) };
}
