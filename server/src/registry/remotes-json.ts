import type { RemotesDocumentInput } from '@shared/registry';
import { inCanary } from './cohort.ts';
import { registeredAreas, type RegistryFile, type RegistryRelease } from './registry-file.ts';

/** What `/remotes.json` tells the shell besides the areas. */
export interface BrowserPolicy {
  /** Origins besides the site's own that entries may be on. */
  origins: readonly string[];
  /** Whether developer overrides are allowed. */
  overrides: boolean;
}

/** A release as browsers see it: the Node build's integrity is the site server's business. */
function forBrowsers({ serverIntegrity: _server, ...release }: RegistryRelease): RegistryRelease {
  return release;
}

/**
 * The `/remotes.json` document for one browser: each area's current release
 * (or the canary, for a browser in the canary's cohorts) with the release to
 * fall back to when it fails to load: the previous version, or for a canary
 * browser the current one.
 */
export function remotesDocument(registry: RegistryFile, cohort: number, policy: BrowserPolicy): RemotesDocumentInput {
  const areas: RemotesDocumentInput['areas'] = {};
  for (const [area, state] of registeredAreas(registry)) {
    const canary = state.canary && inCanary(cohort, state.canary.percent) ? state.canary.release : undefined;
    const fallback = canary ? state.current : state.past[0];
    areas[area] = { ...forBrowsers(canary ?? state.current), ...(fallback ? { fallback: forBrowsers(fallback) } : {}) };
  }
  return { areas, origins: [...policy.origins], overrides: policy.overrides };
}
