import type { HistoryEntry } from '../registry/registry-file.ts';
import type { RolloutNote, SideFigures } from '../rollout/rollout-note.ts';
import type { Rollout } from '../rollout/rollout-record.ts';
import { escapeControlChars } from './control-chars.ts';

const percentText = (rate: number) => `${(rate * 100).toFixed(2)} %`;

/** One side of a judged window: pages, clients and each failing kind with its counts and judged rate. */
function sideText(label: string, side: SideFigures): string {
  const failing = Object.entries(side.signals)
    .filter(([, signal]) => signal.reports > 0)
    .map(
      ([kind, signal]) =>
        `${kind} ${signal.failures}${signal.reports !== signal.failures ? ` (${signal.reports} reports)` : ''} from ${signal.clients} client${signal.clients === 1 ? '' : 's'} = ${percentText(signal.rate)}`,
    );
  const clients = side.clients === undefined ? '' : `, ${side.clients} clients`;
  return `${label} ${side.version}: ${side.pages} pages${clients}; ${failing.length ? failing.join(', ') : 'no failures'}`;
}

/** A decision with its figures, in lines (history and status). */
export function noteLines(note: RolloutNote, indent = '    '): string[] {
  const lines = [`${indent}${note.decision} at ${note.percent}%: ${note.reason}`];
  if (note.window) lines.push(`${indent}  window ${note.window.from} – ${note.window.to}`);
  if (note.canary) lines.push(`${indent}  ${sideText('canary', note.canary)}`);
  if (note.current) lines.push(`${indent}  ${sideText('current', note.current)}`);
  return lines.map(escapeControlChars);
}

/** The rollout decisions of a history (newest first), each under its revision. */
export function historyRolloutLines(entries: readonly HistoryEntry[]): string[] {
  const lines: string[] = [];
  for (const entry of entries) {
    if (entry.rollout) lines.push(`  r${entry.revision} ${entry.action}:`, ...noteLines(entry.rollout));
  }
  return lines.length ? ['', 'rollout decisions (newest first):', ...lines] : [];
}

/** `status`'s rollout section: each area's rollout, its step and its last judgement. */
export function formatRollouts(rollouts: readonly Rollout[]): string {
  if (!rollouts.length) return '';
  const lines = ['', 'rollouts:'];
  for (const rollout of rollouts) {
    const steps = rollout.steps.map((step, index) => (index === rollout.step ? `[${step}]` : String(step))).join(' → ');
    const every = `${rollout.rules.intervalMs / 1000} s`;
    lines.push(
      escapeControlChars(
        `  ${rollout.area} ${rollout.version} (from ${rollout.from}): ${rollout.state}, steps ${steps} %, judged every ${every}, ` +
          `${rollout.goodInRow} of ${rollout.rules.windows} healthy windows in a row, started ${rollout.startedAt} by ${rollout.startedBy}`,
      ),
    );
    if (rollout.last)
      lines.push(
        `    last judgement${rollout.lastJudgedAt ? ` (${rollout.lastJudgedAt})` : ''}:`,
        ...noteLines(rollout.last, '      '),
      );
  }
  return lines.join('\n');
}
