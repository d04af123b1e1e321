import { LOAD_FAILURE_REPORT_PATH, type AreaName } from '@shared/registry';

/** The beacon's limit on a reason. */
const MAX_REASON = 300;

/** Whether this page has reported already: the first error says enough, the rest are usually its echoes. */
let reported = false;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return message;
  try {
    return String(error);
  } catch {
    return ''; // an object whose toString throws
  }
}

/**
 * The first line of an error's message, at most 300 characters. Only the
 * first line: React puts the differing server and client text (which may be
 * the reader's own data) on the lines after it.
 */
export function hydrationReason(error: unknown): string {
  const line = messageOf(error)
    .split(/\r?\n/)
    .find((text) => text.trim());
  return (line?.trim() || 'unknown hydration error').slice(0, MAX_REASON);
}

/**
 * Tells ops (the server's `status`) that React could not take over the page
 * the server rendered: one beacon per page, for the release that rendered it
 * (an area's version, or `shell` with the shell's build id). Meant for
 * `hydrateRoot`'s `onRecoverableError` / `onCaughtError`; it never throws and
 * never delays the page.
 */
export function reportHydrationError(
  error: unknown,
  release: { area: AreaName | 'shell'; version: string; route?: string },
): void {
  if (reported) return;
  reported = true;
  // The server checks the version: a release it serves, or the shell's build id (else counted as `shell`).
  // The route pattern (`/course/:slug`), never the address: its parameters may be the student's own.
  const report = {
    kind: 'hydration',
    area: release.area,
    version: release.version,
    reason: hydrationReason(error),
    ...(release.route ? { route: release.route } : {}),
  };
  try {
    // A string goes as text/plain, which no browser refuses to beacon; the server parses it as JSON.
    navigator.sendBeacon?.(LOAD_FAILURE_REPORT_PATH, JSON.stringify(report));
  } catch {
    // Nothing to do: the page works without the report.
  }
}
