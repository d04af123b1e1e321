import { anyFailed, failed, formatReport, held, heldIf, tally, unjudged, type GroupResult } from './verdict.ts';

describe('tally and the table', () => {
  const groups: GroupResult[] = [
    {
      id: 8,
      title: 'leaks',
      cases: [
        { name: 'TRACE /', verdict: failed('404 shows «Not found»') },
        { name: '/%', verdict: held },
      ],
    },
    { id: 1, title: 'blank parameters', cases: [{ name: '/page/%20', verdict: unjudged('no answer') }] },
    { id: 5, title: 'crashed CLI', cases: [], skipped: 'covered by unit tests' },
  ];

  it('counts a case the probe could not judge apart from held and failed', () => {
    expect(tally(groups[0]!.cases)).toEqual({ tried: 2, held: 1, failed: 1, unjudged: 0 });
    expect(tally(groups[1]!.cases)).toEqual({ tried: 1, held: 0, failed: 0, unjudged: 1 });
  });

  it('prints groups in the issue order, a skipped group without counts, a total, then what went wrong', () => {
    expect(formatReport(groups)).toEqual([
      '| group | tried | held | failed | not judged |',
      '| --- | ---: | ---: | ---: | ---: |',
      '| 1. blank parameters | 1 | 0 | 0 | 1 |',
      '| 5. crashed CLI (skipped: covered by unit tests) | — | — | — | — |',
      '| 8. leaks | 2 | 1 | 1 | 0 |',
      '| **total** | 3 | 1 | 1 | 1 |',
      '',
      '- 1. /page/%20: not judged: no answer',
      '- 8. TRACE /: failed: 404 shows «Not found»',
    ]);
  });

  it('fails the run only for a failed case, never for one not judged', () => {
    expect(anyFailed(groups)).toBe(true);
    expect(anyFailed(groups.slice(1))).toBe(false);
    expect(heldIf(true, 'x')).toEqual(held);
    expect(heldIf(false, 'x')).toEqual(failed('x'));
  });
});
