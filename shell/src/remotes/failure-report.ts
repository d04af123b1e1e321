import { bus } from '@shared/event-bus';
import { LOAD_FAILURE_REPORT_PATH, type AreaName, type LoadFailureReport } from '@shared/registry';

/** What the shell knows about one failed release. */
export interface LoadFailure {
  area: AreaName;
  version: string;
  reason: string;
  /** The last known good version loaded instead, if any. */
  fallbackVersion?: string;
}

/**
 * Tells the other apps (the bus) and ops (a beacon the server's `status`
 * shows) that a release failed to load in this browser. The beacon survives
 * a page being closed and never delays the page.
 */
export function reportLoadFailure(failure: LoadFailure): void {
  bus.emit('platform:area:load-failed', { ...failure, attempt: 0 });
  const report: LoadFailureReport = { ...failure, reason: failure.reason.slice(0, 300) };
  try {
    // A string goes as text/plain, which no browser refuses to beacon; the server parses it as JSON.
    navigator.sendBeacon?.(LOAD_FAILURE_REPORT_PATH, JSON.stringify(report));
  } catch {
    // A browser that refuses the beacon still has the bus event.
  }
}
