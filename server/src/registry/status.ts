import { AREAS, type AreaName } from '@shared/registry';
import { readLoadFailures, type LoadFailureSummary } from './load-reports.ts';
import type { OpsContext } from './operations.ts';
import { entryOriginProblem } from './release-check.ts';

/** One area as `status` shows it. */
export interface AreaStatus {
  area: AreaName;
  current?: string;
  previous?: string;
  canary?: { version: string; percent: number };
  changedAt?: string;
  changedBy?: string;
  /** Versions in the release store, newest first. */
  published: string[];
  /** Browsers that failed to load a release of this area, newest first. */
  loadFailures: LoadFailureSummary[];
  /** Things ops should know: an entry on an origin that is not allowed, ... */
  warnings: string[];
}

/** The whole status report. */
export interface StatusReport {
  revision: number;
  areas: AreaStatus[];
}

/** Each area's current, previous and canary versions, who changed them when, and recent load failures. */
export async function status(context: OpsContext, loadFailuresFile: string): Promise<StatusReport> {
  const registry = await context.registry.read();
  const failures = await readLoadFailures(loadFailuresFile);
  const areas: AreaStatus[] = [];
  for (const area of AREAS) {
    const state = registry.areas[area];
    const served = state ? [state.current, ...(state.canary ? [state.canary.release] : [])] : [];
    const warnings = served.flatMap((release) => {
      const problem = entryOriginProblem(release.entry, context.policy.allowedOrigins);
      return problem ? [`${release.version}: ${problem}; browsers refuse it`] : [];
    });
    areas.push({
      area,
      current: state?.current.version,
      previous: state?.past[0]?.version,
      canary: state?.canary && { version: state.canary.release.version, percent: state.canary.percent },
      changedAt: state?.changedAt,
      changedBy: state?.changedBy,
      published: await context.releases.list(area),
      loadFailures: failures
        .filter((failure) => failure.area === area)
        .sort((a, b) => b.lastAt.localeCompare(a.lastAt)),
      warnings,
    });
  }
  return { revision: registry.revision, areas };
}
