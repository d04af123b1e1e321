import type { LoadFailureSummary } from '../registry/load-reports.ts';
import type { HistoryEntry } from '../registry/registry-file.ts';
import type { StatusReport } from '../registry/status.ts';
import { escapeControlChars } from './control-chars.ts';
import { healthLines } from './health-format.ts';
import { registryHealthLines } from './registry-text.ts';
import { historyRolloutLines } from './rollout-format.ts';

function table(unsafeRows: string[][]): string {
  const rows = unsafeRows.map((row) => row.map(escapeControlChars)); // actors are free text
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** What each kind of failure is called in `status`, in the order shown. */
const KIND_TITLES = {
  load: 'load failures reported by browsers (unverified)',
  render: 'server render failures',
  hydration: 'hydration errors reported by browsers (unverified)',
  crash: 'page crashes reported by browsers (unverified)',
  tamper: 'files changed after publish (verified by the server)',
} as const;

function failureLine(failure: LoadFailureSummary): string {
  let fallback = '';
  if (failure.kind === 'load') {
    fallback = failure.lastFallbackVersion ? `, fell back to ${failure.lastFallbackVersion}` : ', no fallback';
  }
  return escapeControlChars(
    `    ${KIND_TITLES[failure.kind]}: ${failure.count}×, last ${failure.lastAt} (first ${failure.firstAt})${fallback}: ${failure.lastReason}`,
  );
}

const KINDS = Object.keys(KIND_TITLES);

/**
 * The failures of every release that has some: one block per release (areas
 * in their order, then the shell; the most recently failing release first),
 * its kinds in a fixed order.
 */
function failureLines(report: StatusReport): string[] {
  const groups = [
    ...report.areas.map((area) => [
      ...area.loadFailures,
      ...area.renderFailures,
      ...area.hydrationErrors,
      ...(area.crashes ?? []),
    ]),
    [...report.shell.renderFailures, ...report.shell.hydrationErrors],
  ];
  return groups.flatMap((failures) => {
    const releases = new Map<string, LoadFailureSummary[]>();
    for (const failure of failures) {
      const release = `${failure.area} ${failure.version}`;
      releases.set(release, [...(releases.get(release) ?? []), failure]);
    }
    const newest = (list: LoadFailureSummary[]) => list.reduce((max, f) => (f.lastAt > max ? f.lastAt : max), '');
    return [...releases]
      .sort(([, a], [, b]) => newest(b).localeCompare(newest(a)))
      .flatMap(([release, list]) => [
        `  ${escapeControlChars(release)}`,
        ...list.sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind)).map(failureLine),
      ]);
  });
}

/**
 * The server's tamper findings, before anything else: a release whose files changed in the store is
 * refused to browsers and not server-rendered until its published bytes are back.
 */
function tamperLines(report: StatusReport): string[] {
  if (!report.tampered?.length) return [];
  return [
    'TAMPERED: files changed after publish, found by the server (refused to browsers, not server-rendered):',
    ...report.tampered.map((finding) =>
      escapeControlChars(
        `  ${finding.area} ${finding.version}: ${finding.count}×, last ${finding.lastAt}: ${finding.lastReason}`,
      ),
    ),
    '',
  ];
}

/**
 * `status` for a terminal: one row per area, the health of each area's current and canary release over the
 * last hour, then failures per release since they began, open breakers and warnings.
 */
export function formatStatus(report: StatusReport): string {
  const rows = [['area', 'current', 'previous', 'canary', 'changed at', 'changed by', 'published']];
  for (const area of report.areas) {
    rows.push([
      area.area,
      area.current ?? '—',
      area.previous ?? '—',
      area.canary ? `${area.canary.version} (${area.canary.percent}%)` : '—',
      area.changedAt ?? '—',
      area.changedBy ?? '—',
      area.published.join(', ') || '—',
    ]);
  }
  const lines = [
    ...tamperLines(report),
    ...registryHealthLines(report.registryFile),
    `registry revision ${report.revision}`,
    table(rows),
  ];
  const locks = report.areas.flatMap((area) =>
    area.lock ? [`  ${area.area}: by ${area.lock.by} at ${area.lock.at}: ${area.lock.reason}`] : [],
  );
  if (locks.length) lines.push('', 'locked (changes refused until unlock):', ...locks.map(escapeControlChars));
  const previews = (report.previews ?? []).map(
    (preview) => `  ${preview.area} ${preview.version} by ${preview.by} until ${preview.until}: ${preview.link}`,
  );
  if (previews.length) lines.push('', 'open previews (ops preview):', ...previews.map(escapeControlChars));
  lines.push(...healthLines(report, table));
  const failures = failureLines(report);
  if (failures.length) lines.push('', 'failures by release:', ...failures);
  if (report.openBreakers?.length) {
    lines.push(
      '',
      `not server-rendered now (circuit breaker open): ${escapeControlChars(report.openBreakers.join(', '))}`,
    );
  }
  if (report.pageCache) lines.push('', pageCacheLine(report.pageCache));
  const warnings = report.areas.flatMap((area) => area.warnings.map((warning) => `  ${area.area} ${warning}`));
  if (warnings.length) lines.push('', 'warnings:', ...warnings.map(escapeControlChars));
  return lines.join('\n');
}

/** The answering server process's page cache (docs/operations.md, "The page cache"). */
function pageCacheLine({ enabled, counts, entries, bytes }: NonNullable<StatusReport['pageCache']>): string {
  if (!enabled) return 'page cache (this server process): off (PAGE_CACHE_SECONDS=0)';
  const served = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const kept = counts.hit + counts.stale + counts['failed-stale'];
  const share = served ? ` (${((100 * kept) / served).toFixed(1)} % served kept)` : '';
  return (
    `page cache (this server process): ${counts.hit} hits, ${counts.stale} stale, ${counts.miss} misses, ` +
    `${counts.coalesced} coalesced, ${counts['failed-stale']} kept after a failed render${share}; ` +
    `${entries} pages, ${(bytes / 1024 / 1024).toFixed(1)} MiB`
  );
}

/** `history` for a terminal, newest first. */
export function formatHistory(entries: readonly HistoryEntry[]): string {
  if (!entries.length) return 'no changes yet';
  const rows = [['rev', 'at', 'action', 'version', 'from', 'by', 'why']];
  for (const entry of entries) {
    const version = entry.percent ? `${entry.version} (${entry.percent}%)` : entry.version;
    const action = entry.force
      ? `${entry.action} (forced)`
      : entry.rollout
        ? `${entry.action} (rollout ${entry.rollout.decision})`
        : entry.action;
    const why = [entry.reason, entry.commit && `commit ${entry.commit}`].filter(Boolean).join('; ') || '—';
    rows.push([String(entry.revision), entry.at, action, version, entry.from ?? '—', entry.actor, why]);
  }
  return [table(rows), ...historyRolloutLines(entries)].join('\n');
}
