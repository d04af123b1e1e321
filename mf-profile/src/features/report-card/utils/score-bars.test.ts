import { BAR_TRACK, CHART, layoutBars, percentOf, shortLabel } from './score-bars.ts';

describe('score bars', () => {
  it('turns a score out of 20 into a share of the bar track', () => {
    const { bars, height } = layoutBars([
      { label: 'ریاضی نهم', score: 15, max: 20 },
      { label: 'علوم نهم', score: 20, max: 20 },
    ]);
    expect(bars.map((bar) => bar.percent)).toEqual([75, 100]);
    expect(bars[0]?.length).toBeCloseTo(BAR_TRACK * 0.75);
    expect(bars[1]?.y).toBe(CHART.padding + CHART.rowHeight);
    expect(height).toBe(CHART.padding * 2 + 2 * CHART.rowHeight);
  });

  it('keeps odd scores inside the chart', () => {
    expect(percentOf(22, 20)).toBe(100);
    expect(percentOf(-1, 20)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('shortens only long labels', () => {
    expect(shortLabel('ریاضی')).toBe('ریاضی');
    expect(shortLabel('آزمون فصل اول؛ مجموعه‌ها و احتمال در ریاضی', 12)).toHaveLength(12);
  });
});
