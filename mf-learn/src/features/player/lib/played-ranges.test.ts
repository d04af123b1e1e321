import { playedParam, playedSeconds, secondsIn } from './played-ranges.ts';

/** A TimeRanges of the given [start, end] pairs, as a media element's `played`. */
const ranges = (pairs: [number, number][]) => ({
  length: pairs.length,
  start: (index: number) => pairs[index]![0],
  end: (index: number) => pairs[index]![1],
});

describe('played ranges', () => {
  it('reports what was played, not where the playhead went: a jump to the end adds only what played after it', () => {
    // Played 0–3.6 s, then the playhead was dragged to 23 s and the last second played.
    const pairs = playedSeconds(
      ranges([
        [0, 3.6],
        [23.2, 24],
      ]),
    );
    expect(pairs).toEqual([[0, 3]]);
    expect(playedParam(pairs)).toBe('0-3');
    expect(secondsIn(pairs)).toBe(3);
  });

  it('keeps every stretch, in whole seconds, rounded inwards', () => {
    const pairs = playedSeconds(
      ranges([
        [0.4, 12.7],
        [30, 45.2],
      ]),
    );
    expect(pairs).toEqual([
      [1, 12],
      [30, 45],
    ]);
    expect(playedParam(pairs)).toBe('1-12,30-45');
    expect(secondsIn(pairs)).toBe(26);
  });

  it('says nothing before anything has played', () => {
    expect(playedParam(playedSeconds(ranges([])))).toBeUndefined();
  });
});
