import { failuresSinceLastCurrent } from './failures-since-current.ts';
import type { LoadFailureSummary } from './load-reports.ts';
import type { HistoryEntry } from './registry-file.ts';
import { rollbackRefusal } from './rollback-refusal.ts';

const entry = (revision: number, action: HistoryEntry['action'], version: string, at: string): HistoryEntry => ({
  revision,
  at,
  actor: 'ops',
  area: 'quiz',
  action,
  version,
});

// 1.0.0 seeded, 1.1.0 promoted (1.0.0 stops on 02-01), a canary and its end (no change of current).
const history = [
  entry(1, 'seed', '1.0.0', '2030-01-01T00:00:00.000Z'),
  entry(2, 'promote', '1.1.0', '2030-02-01T00:00:00.000Z'),
  entry(3, 'canary', '1.2.0', '2030-02-10T00:00:00.000Z'),
  entry(4, 'canary-end', '1.1.0', '2030-02-11T00:00:00.000Z'),
];

/** A summary of a kind `status` may not know yet (`crash` is being added): the type says only strings. */
const failure = (kind: string, lastAt: string): LoadFailureSummary =>
  ({ kind, area: 'quiz', version: '1.0.0', count: 2, firstAt: lastAt, lastAt, lastReason: 'x' }) as LoadFailureSummary;

describe('failures since a release was last current', () => {
  it('counts every kind, one added later too, recorded after it stopped being current (a canary is no stop)', () => {
    const failures = [
      failure('crash', '2030-02-12T00:00:00.000Z'),
      failure('a-kind-from-next-year', '2030-02-02T00:00:00.000Z'),
      failure('load', '2030-01-31T00:00:00.000Z'),
    ];
    expect(failuresSinceLastCurrent(history, 'quiz', '1.0.0', failures).map((found) => found.kind)).toEqual([
      'crash',
      'a-kind-from-next-year',
    ]);
  });

  it('counts every failure of a release history never shows stopping or starting', () => {
    const failures = [failure('load', '2000-01-01T00:00:00.000Z')];
    expect(failuresSinceLastCurrent([], 'quiz', '1.0.0', failures)).toHaveLength(1);
  });

  it('names a kind it has no title for by its own name, in the Persian refusal', () => {
    const text = rollbackRefusal('quiz', '1.0.0', [failure('a-kind-from-next-year', '2030-02-02T00:00:00.000Z')]);
    expect(text).toContain('خطای «a-kind-from-next-year»: ۲ بار، آخرین علت: «x»');
  });
});
