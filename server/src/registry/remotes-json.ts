import type { AreaName, RemotesDocumentInput } from '@shared/registry';
import type { LoadFailureSummary } from './load-reports.ts';
import { inCanary } from './cohort.ts';
import { failuresSinceLastCurrent } from './failures-since-current.ts';
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
 * The last known good release of an area: the newest of its past releases with no failure recorded since
 * it was last current (`failuresSinceLastCurrent`, the rule rollback follows). When every one has some, the
 * previous release is still offered: browsers' reports are unverified (forged ones naming every past
 * version must not take the fallback away), and a student whose current release does not load is better
 * served by a release that may work than by the area's error page.
 */
function lastKnownGood(
  registry: RegistryFile,
  area: AreaName,
  past: readonly RegistryRelease[],
  failures: readonly LoadFailureSummary[],
): RegistryRelease | undefined {
  return (
    past.find((release) => failuresSinceLastCurrent(registry.history, area, release.version, failures).length === 0) ??
    past[0]
  );
}

/**
 * The `/remotes.json` document for one browser: each area's current release
 * (or the canary, for a browser in the canary's cohorts) with the release to
 * fall back to when it fails to load: the last known good one (`failures`:
 * every kind counted so far), or for a canary browser the current one.
 */
export function remotesDocument(
  registry: RegistryFile,
  cohort: number,
  policy: BrowserPolicy,
  failures: readonly LoadFailureSummary[] = [],
): RemotesDocumentInput {
  const areas: RemotesDocumentInput['areas'] = {};
  for (const [area, state] of registeredAreas(registry)) {
    const canary = state.canary && inCanary(cohort, state.canary.percent) ? state.canary.release : undefined;
    const fallback = canary ? state.current : lastKnownGood(registry, area, state.past, failures);
    areas[area] = { ...forBrowsers(canary ?? state.current), ...(fallback ? { fallback: forBrowsers(fallback) } : {}) };
  }
  return { areas, origins: [...policy.origins], overrides: policy.overrides };
}
