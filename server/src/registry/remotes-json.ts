import type { AreaName, RemotesDocumentInput } from '@shared/registry';
import type { LoadFailureSummary } from './load-reports.ts';
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

/** When a version last became an area's current release (seeded, promoted or rolled back to), if history says. */
function madeCurrentAt(registry: RegistryFile, area: AreaName, version: string): string | undefined {
  return registry.history
    .filter((entry) => entry.area === area && entry.version === version)
    .filter((entry) => entry.action === 'seed' || entry.action === 'promote' || entry.action === 'rollback')
    .map((entry) => entry.at)
    .sort()
    .at(-1);
}

/**
 * The last known good release of an area: the newest of its past releases that no browser reported failing
 * to load since it was last made current (a release that broke while current is no safe place to fall back
 * to), else the previous one. Reports are unverified: a forged one can at most make the shell fall back to
 * an older release that was current once, never to one ops did not promote, nor to none.
 */
function lastKnownGood(
  registry: RegistryFile,
  area: AreaName,
  past: readonly RegistryRelease[],
  failures: readonly LoadFailureSummary[],
): RegistryRelease | undefined {
  const unreported = past.find((release) => {
    const since = madeCurrentAt(registry, area, release.version);
    return !failures.some(
      (failure) =>
        failure.kind === 'load' &&
        failure.area === area &&
        failure.version === release.version &&
        (since === undefined || failure.lastAt >= since),
    );
  });
  // Never none because of reports: they are unverified, and the previous release beats no fallback at all.
  return unreported ?? past[0];
}

/**
 * The `/remotes.json` document for one browser: each area's current release
 * (or the canary, for a browser in the canary's cohorts) with the release to
 * fall back to when it fails to load: the last known good one (`failures`:
 * the load failures browsers reported), or for a canary browser the current one.
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
