/**
 * What the attack probe (scripts/probe.ts) found: one verdict per case, tallied per group into the table
 * the note prints. A case the probe cannot judge from outside is counted as such, never as held.
 */

export type Verdict =
  | { kind: 'held' }
  | { kind: 'failed'; why: string }
  /** The probe could not tell (a precondition missing, a page that shows the text only in the browser). */
  | { kind: 'unjudged'; why: string };

export const held: Verdict = { kind: 'held' };
export const failed = (why: string): Verdict => ({ kind: 'failed', why });
export const unjudged = (why: string): Verdict => ({ kind: 'unjudged', why });

/** `held` when the condition is true, else a failure with its reason. */
export function heldIf(condition: boolean, why: string): Verdict {
  return condition ? held : failed(why);
}

/** One hostile or faulty request (or short sequence) and what came of it. */
export interface CaseResult {
  /** What was sent, briefly: `/page/%20`, `truncated registry.json → /remotes.json`. */
  name: string;
  verdict: Verdict;
}

/** A group of the ten points: its cases, or why none ran. */
export interface GroupResult {
  id: number;
  title: string;
  cases: CaseResult[];
  /** Set when the group did not run (no data dir given, covered by tests): shown instead of counts. */
  skipped?: string;
}

export interface Tally {
  tried: number;
  held: number;
  failed: number;
  unjudged: number;
}

export function tally(cases: readonly CaseResult[]): Tally {
  const count = (kind: Verdict['kind']) => cases.filter((each) => each.verdict.kind === kind).length;
  return { tried: cases.length, held: count('held'), failed: count('failed'), unjudged: count('unjudged') };
}

/** Whether any case failed: the probe's exit status. */
export function anyFailed(groups: readonly GroupResult[]): boolean {
  return groups.some((group) => tally(group.cases).failed > 0);
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

/**
 * The table as Markdown lines (group | tried | held | failed | not judged), a total, then one line per case
 * that failed or could not be judged, with what was wrong.
 */
export function formatReport(groups: readonly GroupResult[]): string[] {
  const sorted = [...groups].sort((a, b) => a.id - b.id);
  const lines = [row(['group', 'tried', 'held', 'failed', 'not judged']), row(['---', '---:', '---:', '---:', '---:'])];
  const total: Tally = { tried: 0, held: 0, failed: 0, unjudged: 0 };
  for (const group of sorted) {
    const label = `${group.id}. ${group.title}`;
    if (group.skipped !== undefined) {
      lines.push(row([`${label} (skipped: ${group.skipped})`, '—', '—', '—', '—']));
      continue;
    }
    const counts = tally(group.cases);
    for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += counts[key];
    lines.push(row([label, counts.tried, counts.held, counts.failed, counts.unjudged]));
  }
  lines.push(row(['**total**', total.tried, total.held, total.failed, total.unjudged]));
  const notes = sorted.flatMap((group) =>
    group.cases.flatMap(({ name, verdict }) => {
      if (verdict.kind === 'held') return [];
      const mark = verdict.kind === 'failed' ? 'failed' : 'not judged';
      return [`- ${group.id}. ${name}: ${mark}: ${verdict.why}`];
    }),
  );
  return notes.length ? [...lines, '', ...notes] : lines;
}
