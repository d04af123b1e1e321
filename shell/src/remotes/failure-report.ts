import { bus } from '@shared/event-bus';
import { LOAD_FAILURE_REPORT_PATH, type AreaName, type LoadFailureReport } from '@shared/registry';
import { siteRouteAt } from '../site-map/site-routes.ts';
import { pageRelease } from './page-release.ts';

/** The beacon's limit on a reason. */
const MAX_REASON = 300;

/** What the shell knows about one failed release. */
export interface LoadFailure {
  area: AreaName;
  version: string;
  reason: string;
  /** The last known good version loaded instead, if any. */
  fallbackVersion?: string;
}

/** Sends one beacon; it survives the page being closed, never delays it, and never throws. */
function sendReport(report: LoadFailureReport): void {
  try {
    // A string goes as text/plain, which no browser refuses to beacon; the server parses it as JSON.
    navigator.sendBeacon?.(LOAD_FAILURE_REPORT_PATH, JSON.stringify(report));
  } catch {
    // A browser that refuses the beacon still has the bus event.
  }
}

/**
 * The route pattern of the page this browser shows (`/course/:slug`), when that page is the area's: only
 * the pattern leaves the browser, never the address, whose parameters may be the student's own.
 */
export function routePatternFor(area: AreaName | 'shell'): string | undefined {
  const route = siteRouteAt(location.pathname);
  return route?.area === area ? route.path : undefined;
}

/** The first line of an error's message, at most 300 characters: later lines may hold a student's data. */
export function reasonLine(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const line = message.split(/\r?\n/).find((text) => text.trim());
  return (line?.trim() || 'unknown error').slice(0, MAX_REASON);
}

/**
 * Tells the other apps (the bus) and ops (a beacon the server's `status`
 * shows) that a release failed to load in this browser, on the page's route
 * pattern when the page is the area's.
 */
export function reportLoadFailure(failure: LoadFailure): void {
  bus.emit('platform:area:load-failed', { ...failure, attempt: 0 });
  const route = routePatternFor(failure.area);
  sendReport({ ...failure, reason: failure.reason.slice(0, MAX_REASON), ...(route ? { route } : {}) });
}

/** Crashes already reported from this page: a retry that throws again says nothing new. */
const crashesReported = new Set<string>();

/**
 * Tells ops that an area's page threw in this browser (its error boundary caught it): a `crash` beacon for
 * the area release the shell loaded, on the route pattern the page was matched by. A developer's override
 * is nobody's release and is not reported; neither is a crash before any release was chosen.
 */
export function reportCrash(crash: { area: AreaName; route?: string; error: unknown }): void {
  const release = pageRelease(crash.area);
  if (!release) return;
  const key = `${crash.area}@${release.version} ${crash.route ?? ''}`;
  if (crashesReported.has(key)) return;
  crashesReported.add(key);
  sendReport({
    kind: 'crash',
    area: crash.area,
    version: release.version,
    reason: reasonLine(crash.error),
    ...(crash.route ? { route: crash.route } : {}),
  });
}
