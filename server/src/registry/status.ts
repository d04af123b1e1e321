import { AREAS, type AreaName } from '@shared/registry';
import type { PageCacheFigures } from '../render/page-cache.ts';
import { openPreviews, type OpenPreview } from './preview-record.ts';
import type { AreaLock } from './area-lock.ts';
import type { FailureReports, HealthCounts, VitalsCounts } from '../store/site-store.ts';
import { minuteOf } from '../health/health-rows.ts';
import { releaseHealth, type ReleaseHealth } from '../health/release-health.ts';
import { releaseVitals } from '../health/release-vitals.ts';
import { readLoadFailures, type FailedArea, type FailureKind, type LoadFailureSummary } from './load-reports.ts';
import type { OpsContext } from './operations.ts';
import type { RegistryHealth } from './registry-store.ts';
import { entryOriginProblem } from './release-check.ts';

/** Failures of one kind, newest first. */
interface FailuresByKind {
  /** Pages the server could not render with one of these releases. */
  renderFailures: LoadFailureSummary[];
  /** Server-rendered pages that browsers could not hydrate. */
  hydrationErrors: LoadFailureSummary[];
}

/** One area as `status` shows it. */
export interface AreaStatus extends FailuresByKind {
  area: AreaName;
  current?: string;
  previous?: string;
  canary?: { version: string; percent: number };
  changedAt?: string;
  changedBy?: string;
  /** Who locked the area and why, while it is locked (`ops lock`). */
  lock?: AreaLock;
  /** Versions in the release store, newest first. */
  published: string[];
  /** Browsers that failed to load a release of this area, newest first. */
  loadFailures: LoadFailureSummary[];
  /** Pages of this area that threw in browsers (the area's error boundary), newest first. */
  crashes?: LoadFailureSummary[];
  /** Things ops should know: an entry on an origin that is not allowed, ... */
  warnings: string[];
  /** What students got over the last hour from the current release and the canary, side by side. */
  health?: { current?: ReleaseHealth; canary?: ReleaseHealth };
}

/** The whole status report. */
export interface StatusReport {
  revision: number;
  areas: AreaStatus[];
  /** The shell's own pages (by shell build id): render failures and hydration errors. */
  shell: FailuresByKind;
  /**
   * Releases whose files the server found changed since they were published (its own check, not a
   * browser's report), newest first: refused to browsers and not server-rendered. Shown first.
   */
  tampered?: LoadFailureSummary[];
  /**
   * Releases (`blog@1.2.0`, `shell`) the server currently does not render
   * because their circuit breaker is open; only a running server knows, so
   * the CLI's report has none.
   */
  openBreakers?: string[];
  /** Whether registry.json is sound; a damaged one says since when and which good version is served. */
  registryFile?: RegistryHealth;
  /** Preview links that still work, newest first (`ops preview`). */
  previews?: OpenPreview[];
  /** The answering server process's page cache; only a running server has one, so the CLI's report has none. */
  pageCache?: PageCacheFigures;
}

/** What `status` may add from a running server. */
export interface StatusOptions {
  /** The keys of the open render circuit breakers. */
  openBreakers?: string[];
  /** This server process's page cache. */
  pageCache?: PageCacheFigures;
  /** The store's health counts: pages served, failure rates and clients per release (none: no health shown). */
  health?: HealthCounts;
  /** The store's Web Vitals counts: each release's p75 beside its health (none: no vitals shown). */
  vitals?: VitalsCounts;
  /** Now, for the health window (tests). */
  now?: number;
}

/** The window of `status`'s health figures: the last hour, this minute included. */
export const STATUS_HEALTH_WINDOW_MS = 60 * 60 * 1000;

function failuresOf(all: readonly LoadFailureSummary[], kind: FailureKind, area: FailedArea): LoadFailureSummary[] {
  return all
    .filter((failure) => failure.kind === kind && failure.area === area)
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

/** The server's tamper findings, newest first (kept apart from the browsers' unverified reports). */
function tamperFindings(all: readonly LoadFailureSummary[]): LoadFailureSummary[] {
  return all.filter((failure) => failure.kind === 'tamper').sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

/**
 * Each area's current, previous and canary versions, who changed them when,
 * and recent failures: load failures reported by browsers (unverified), server render failures and
 * hydration errors, each kind apart (and the shell's own pages').
 */
export async function status(
  context: OpsContext,
  /** The store's failure reports (every server's counts summed), or a `load-failures.json`. */
  failureReports: FailureReports | string,
  options: StatusOptions = {},
): Promise<StatusReport> {
  const registry = await context.registry.read();
  const failures =
    typeof failureReports === 'string' ? await readLoadFailures(failureReports) : await failureReports.all();
  const end = new Date(minuteOf(options.now ?? Date.now())).getTime() + 60_000;
  const window = { from: new Date(end - STATUS_HEALTH_WINDOW_MS).toISOString(), to: new Date(end).toISOString() };
  const healthRows = options.health ? await options.health.since(window.from) : undefined;
  const vitalsRows = options.vitals ? await options.vitals.since(window.from) : undefined;
  // A release's health over the window, with its p75 vitals when the store's vitals were given.
  const healthOf = (rows: NonNullable<typeof healthRows>, release: { area: AreaName; version: string }) => ({
    ...releaseHealth(rows, release, window),
    ...(vitalsRows ? { vitals: releaseVitals(vitalsRows, release, window) } : {}),
  });
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
      ...(state?.lock ? { lock: state.lock } : {}),
      published: await context.releases.list(area),
      loadFailures: failuresOf(failures, 'load', area),
      renderFailures: failuresOf(failures, 'render', area),
      hydrationErrors: failuresOf(failures, 'hydration', area),
      crashes: failuresOf(failures, 'crash', area),
      warnings,
      ...(healthRows && state
        ? {
            health: {
              current: healthOf(healthRows, { area, version: state.current.version }),
              ...(state.canary
                ? { canary: healthOf(healthRows, { area, version: state.canary.release.version }) }
                : {}),
            },
          }
        : {}),
    });
  }
  return {
    revision: registry.revision,
    tampered: tamperFindings(failures),
    areas,
    shell: {
      renderFailures: failuresOf(failures, 'render', 'shell'),
      hydrationErrors: failuresOf(failures, 'hydration', 'shell'),
    },
    ...(options.openBreakers ? { openBreakers: [...options.openBreakers] } : {}),
    ...(options.pageCache ? { pageCache: options.pageCache } : {}),
    registryFile: await context.registry.health(),
    previews: openPreviews(registry, options.now ?? Date.now()),
  };
}
