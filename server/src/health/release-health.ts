import type { FailedArea } from '../registry/load-reports.ts';
import type { VitalsHealth } from './release-vitals.ts';
import { FAILURE_SIGNALS, SERVER_SEEN, type FailureSignal, type HealthRow } from './health-rows.ts';

/**
 * How many reports of one kind one client counts for at most, per release (and per route in the route
 * breakdown): a browser reports a failure once per page, so a client that sends hundreds is forging, and
 * counts as one client with this many reports.
 */
export const CLIENT_WEIGHT_CAP = 3;

/** One failure kind of one release (or one of its routes) over a window. */
export interface SignalHealth {
  /** Failures counted: each client's reports capped at {@link CLIENT_WEIGHT_CAP}, plus what the server saw itself. */
  failures: number;
  /** Reports as they arrived, uncapped: a figure far above `failures` means someone sends many. */
  reports: number;
  /** Distinct clients that reported (0 for `render`, which only the server sees). */
  clients: number;
  /** `failures` per page served; undefined when no page was served. */
  rate?: number;
}

/** One route pattern of a release over a window. */
export interface RouteHealth {
  route: string;
  pagesServed: number;
  signals: Partial<Record<FailureSignal, SignalHealth>>;
}

/** What students got from one release over a window: pages served, failures by kind and by route. */
export interface ReleaseHealth {
  area: FailedArea;
  version: string;
  /** The window, ISO 8601: from the start of its first minute to the end of its last. */
  from: string;
  to: string;
  pagesServed: number;
  signals: Record<FailureSignal, SignalHealth>;
  /** Routes with pages served or failures, the most failing first. */
  routes: RouteHealth[];
  /** Web Vitals (p75 LCP, INP, CLS) over the same window (release-vitals.ts), when the vitals counts were read. */
  vitals?: VitalsHealth;
}

function signalOf(rows: readonly HealthRow[], pagesServed: number): SignalHealth {
  const perClient = new Map<string, number>();
  let seen = 0;
  let reports = 0;
  for (const row of rows) {
    reports += row.count;
    if (row.client === SERVER_SEEN) seen += row.count;
    else perClient.set(row.client, (perClient.get(row.client) ?? 0) + row.count);
  }
  let failures = seen;
  for (const count of perClient.values()) failures += Math.min(count, CLIENT_WEIGHT_CAP);
  return {
    failures,
    reports,
    clients: perClient.size,
    ...(pagesServed > 0 ? { rate: failures / pagesServed } : {}),
  };
}

const pagesIn = (rows: readonly HealthRow[]) =>
  rows.filter((row) => row.kind === 'pages').reduce((sum, row) => sum + row.count, 0);

/**
 * The health of one release over the minutes `from` (inclusive) to `to` (exclusive), from the summed rows of
 * every server: what a judge compares between canary and current, and what `status` shows.
 */
export function releaseHealth(
  rows: readonly HealthRow[],
  release: { area: FailedArea; version: string },
  window: { from: string; to: string },
): ReleaseHealth {
  const mine = rows.filter(
    (row) =>
      row.area === release.area &&
      row.version === release.version &&
      row.minute >= window.from &&
      row.minute < window.to,
  );
  const pagesServed = pagesIn(mine);
  const signals = Object.fromEntries(
    FAILURE_SIGNALS.map((kind) => [
      kind,
      signalOf(
        mine.filter((row) => row.kind === kind),
        pagesServed,
      ),
    ]),
  ) as Record<FailureSignal, SignalHealth>;
  const routes = [...new Set(mine.map((row) => row.route))].map((route): RouteHealth => {
    const onRoute = mine.filter((row) => row.route === route);
    const served = pagesIn(onRoute);
    const routeSignals: RouteHealth['signals'] = {};
    for (const kind of FAILURE_SIGNALS) {
      const ofKind = onRoute.filter((row) => row.kind === kind);
      if (ofKind.length) routeSignals[kind] = signalOf(ofKind, served);
    }
    return { route, pagesServed: served, signals: routeSignals };
  });
  const failing = (route: RouteHealth) =>
    Object.values(route.signals).reduce((sum, signal) => sum + (signal?.failures ?? 0), 0);
  routes.sort((a, b) => failing(b) - failing(a) || b.pagesServed - a.pagesServed || a.route.localeCompare(b.route));
  return { ...release, from: window.from, to: window.to, pagesServed, signals, routes };
}
