import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { containerName, type AreaName } from '@shared/registry';
import { AreaNotDeployedError, loadRegistry } from './registry.ts';
import { REMOTE_RETRY_POLICY, withRetry } from './retry.ts';

/** What every exposed page module looks like. */
export interface PageModule {
  default: ComponentType;
}

function isPageModule(value: unknown): value is PageModule {
  return typeof value === 'object' && value !== null && 'default' in value && value.default != null;
}

/**
 * Loads one exposed page of an area through the registry, retrying manifest
 * and chunk failures within the shell's retry policy.
 */
export function loadAreaPage(area: AreaName, page: string): Promise<PageModule> {
  return withRetry(
    async () => {
      const registry = await loadRegistry();
      if (!registry.areas[area]) throw new AreaNotDeployedError(area);
      const module = await loadRemote<unknown>(`${containerName(area)}/${page}`);
      if (!isPageModule(module)) throw new Error(`${containerName(area)}/${page} is not a page module.`);
      return module;
    },
    REMOTE_RETRY_POLICY,
    (error) => !(error instanceof AreaNotDeployedError),
  );
}
