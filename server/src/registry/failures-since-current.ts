import type { AreaName } from '@shared/registry';
import type { LoadFailureSummary } from './load-reports.ts';
import type { HistoryEntry } from './registry-file.ts';

/** The history actions that make a version an area's current release. */
const MAKES_CURRENT: ReadonlySet<HistoryEntry['action']> = new Set(['seed', 'promote', 'rollback']);

/** When a version of an area last became current and last stopped being current, as far as history says. */
interface CurrentSpan {
  madeCurrentAt?: string;
  stoppedAt?: string;
}

/**
 * Walks the area's history in order, following which version was current: the step where another version
 * takes over is when the previous one stopped being current. Reads only `action`, `version` and `at`,
 * so an entry recorded without `from` does not hide a stop.
 */
function lastSpan(history: readonly HistoryEntry[], area: AreaName, version: string): CurrentSpan {
  const span: CurrentSpan = {};
  let current: string | undefined;
  for (const entry of history) {
    if (entry.area !== area || !MAKES_CURRENT.has(entry.action) || entry.version === current) continue;
    if (current === version) span.stoppedAt = entry.at;
    if (entry.version === version) span.madeCurrentAt = entry.at;
    current = entry.version;
  }
  return span;
}

/**
 * The failures that speak against going back to a past release: those of its area and version whose
 * latest report came after it last stopped being current. What it did while current was already before
 * ops when they replaced it; a failure seen since (as a browser's fallback, trailing reports of pages
 * still open, a file changed in the store) says it is not a safe place to go back to now.
 *
 * Every kind counts (load, render, hydration, tamper, crash, and any added later): each is something a
 * student saw or the server found, and a new kind must not slip past a rollback until someone lists it.
 * Without a stop in history (a registry from before history was complete), the time it was made current
 * is used, and without that every failure of the release counts: no history is no proof it is clean.
 * A summary only knows its first and last report, so its whole count is named when its last one is recent.
 */
export function failuresSinceLastCurrent(
  history: readonly HistoryEntry[],
  area: AreaName,
  version: string,
  failures: readonly LoadFailureSummary[],
): LoadFailureSummary[] {
  const own = failures.filter((failure) => failure.area === area && failure.version === version);
  // `/remotes.json` asks for every past release on every request: the history is walked only when needed.
  if (own.length === 0) return [];
  const { madeCurrentAt, stoppedAt } = lastSpan(history, area, version);
  const since = stoppedAt ?? madeCurrentAt;
  return own
    .filter((failure) => since === undefined || failure.lastAt >= since)
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}
