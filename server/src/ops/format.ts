import type { HistoryEntry } from '../registry/registry-file.ts';
import type { StatusReport } from '../registry/status.ts';

function table(rows: string[][]): string {
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

/** `status` for a terminal: one row per area, then load failures and warnings. */
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
  const lines = [`registry revision ${report.revision}`, table(rows)];
  const failures = report.areas.flatMap((area) => area.loadFailures);
  if (failures.length) {
    lines.push('', 'browsers that failed to load a release:');
    for (const failure of failures) {
      const fallback = failure.lastFallbackVersion ? `, fell back to ${failure.lastFallbackVersion}` : ', no fallback';
      lines.push(
        `  ${failure.area} ${failure.version}: ${failure.count}× (${failure.firstAt} … ${failure.lastAt}${fallback}): ${failure.lastReason}`,
      );
    }
  }
  const warnings = report.areas.flatMap((area) => area.warnings.map((warning) => `  ${area.area} ${warning}`));
  if (warnings.length) lines.push('', 'warnings:', ...warnings);
  return lines.join('\n');
}

/** `history` for a terminal, newest first. */
export function formatHistory(entries: readonly HistoryEntry[]): string {
  if (!entries.length) return 'no changes yet';
  const rows = [['rev', 'at', 'action', 'version', 'from', 'by']];
  for (const entry of entries) {
    const version = entry.percent ? `${entry.version} (${entry.percent}%)` : entry.version;
    rows.push([String(entry.revision), entry.at, entry.action, version, entry.from ?? '—', entry.actor]);
  }
  return table(rows);
}
