import { FAILURE_SIGNALS, SERVER_SEEN, type FailureSignal, type HealthRow } from '../health/health-rows.ts';
import { releaseHealth, type ReleaseHealth } from '../health/release-health.ts';
import type { SideFigures } from './rollout-note.ts';
import type { RolloutRules } from './rollout-record.ts';

/** What one window says about the canary, against the current release. */
export type Verdict =
  | { kind: 'stop'; signal: FailureSignal; rate: number; threshold: number; route?: string }
  | { kind: 'worse'; signal: FailureSignal; rate: number; limit: number }
  | { kind: 'too-few-pages' | 'too-few-clients' }
  | { kind: 'healthy' };

/** Both sides of one window, as the judge reads them from the store's health counts. */
export interface WindowFigures {
  canary: SideFigures;
  current: SideFigures;
  /** The canary's route where each kind failed most (for a stop's message). */
  worstRoute: Partial<Record<FailureSignal, string>>;
}

/**
 * The rate of one kind as the judge counts it. What the server saw itself (`render`) always counts; a kind
 * browsers report counts only once `minReporters` distinct clients reported it: one client, however many
 * reports it sends (each counts at most CLIENT_WEIGHT_CAP times anyway), cannot move a rollout either way.
 */
function judgedRate(health: ReleaseHealth, signal: FailureSignal, rules: RolloutRules): number {
  const figures = health.signals[signal];
  if (signal !== 'render' && figures.clients < rules.minReporters) return 0;
  // A failure with no page served (reports for a release nobody was given) is measured against one page.
  return figures.failures / Math.max(health.pagesServed, 1);
}

function sideOf(health: ReleaseHealth, rules: RolloutRules, clients?: number): SideFigures {
  return {
    version: health.version,
    pages: health.pagesServed,
    ...(clients === undefined ? {} : { clients }),
    signals: Object.fromEntries(
      FAILURE_SIGNALS.map((signal) => {
        const { failures, reports, clients: reporters } = health.signals[signal];
        return [signal, { failures, reports, clients: reporters, rate: judgedRate(health, signal, rules) }];
      }),
    ),
  };
}

/** Distinct clients the server served pages of this release to (only canary pages carry the client). */
function pageClients(rows: readonly HealthRow[], release: { area: string; version: string }, window: Window) {
  const clients = new Set<string>();
  for (const row of rows) {
    if (row.kind !== 'pages' || row.client === SERVER_SEEN) continue;
    if (row.area !== release.area || row.version !== release.version) continue;
    if (row.minute >= window.from && row.minute < window.to) clients.add(row.client);
  }
  return clients.size;
}

interface Window {
  from: string;
  to: string;
}

/** Reads both sides of a window from the summed health rows. */
export function windowFigures(
  rows: readonly HealthRow[],
  area: ReleaseHealth['area'],
  versions: { canary: string; current: string },
  window: Window,
  rules: RolloutRules,
): WindowFigures {
  const canary = releaseHealth(rows, { area, version: versions.canary }, window);
  const current = releaseHealth(rows, { area, version: versions.current }, window);
  const worstRoute: WindowFigures['worstRoute'] = {};
  for (const signal of FAILURE_SIGNALS) {
    const worst = canary.routes
      .filter((route) => (route.signals[signal]?.failures ?? 0) > 0)
      .sort((a, b) => (b.signals[signal]?.failures ?? 0) - (a.signals[signal]?.failures ?? 0))[0];
    if (worst) worstRoute[signal] = worst.route;
  }
  return {
    canary: sideOf(canary, rules, pageClients(rows, { area, version: versions.canary }, window)),
    current: sideOf(current, rules),
    worstRoute,
  };
}

/**
 * The rules, in order: a hard signal above max(stopFloor, stopFactor × current's rate) stops at once, even on
 * little data (a page that throws for every student must not wait for a quorum); too few pages or clients
 * hold; a kind above max(worseFloor, worseFactor × current's rate) is worse (hold); anything else is a
 * healthy window.
 */
export function judgeWindow(figures: WindowFigures, rules: RolloutRules): Verdict {
  const rateOf = (side: SideFigures, signal: FailureSignal) => side.signals[signal]?.rate ?? 0;
  for (const signal of FAILURE_SIGNALS) {
    const rate = rateOf(figures.canary, signal);
    const threshold = Math.max(rules.stopFloor, rules.stopFactor * rateOf(figures.current, signal));
    if (rate > threshold) {
      const route = figures.worstRoute[signal];
      return { kind: 'stop', signal, rate, threshold, ...(route !== undefined ? { route } : {}) };
    }
  }
  if (figures.canary.pages < rules.minPages) return { kind: 'too-few-pages' };
  if ((figures.canary.clients ?? 0) < rules.minClients) return { kind: 'too-few-clients' };
  for (const signal of FAILURE_SIGNALS) {
    const rate = rateOf(figures.canary, signal);
    const limit = Math.max(rules.worseFloor, rules.worseFactor * rateOf(figures.current, signal));
    if (rate > limit) return { kind: 'worse', signal, rate, limit };
  }
  return { kind: 'healthy' };
}
