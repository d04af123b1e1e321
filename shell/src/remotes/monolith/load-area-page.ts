import { areaModules } from '@platform/monolith-areas';
import type { AreaName } from '@shared/registry';
import type { Candidate } from '../area-releases.ts';
import { isPageModule, type LoadedPage } from '../page-module.ts';
import { AreaNotDeployedError } from './registry.ts';

/**
 * The monolith build's area loader (it replaces ../load-area-page.ts there,
 * see build/monolith-config.ts): an area's page is a plain dynamic import of the
 * bundle, with no registry, manifest or federation runtime. Same exports as
 * the federated loader, so the rest of the shell is the same code.
 */
export { AreaLoadError, type LoadedPage, type PageModule } from '../page-module.ts';

const bundledRelease = (area: AreaName): Candidate => ({
  area,
  role: 'current',
  version: 'bundled',
  manifestUrl: 'bundled',
});

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
