import { chartGeometry, layoutBars, percentOf, ROW, shortLabel } from './score-bars.ts';

describe('score bars', () => {
  it('turns a score out of 20 into a share of the bar track', () => {
    const geometry = chartGeometry(600, 2);
    const bars = layoutBars(
      [
        { label: 'ریاضی نهم', score: 15, max: 20 },
        { label: 'علوم نهم', score: 20, max: 20 },
      ],
      geometry,
    );
    expect(bars.map((bar) => bar.percent)).toEqual([75, 100]);
    expect(bars[0]?.length).toBeCloseTo(geometry.track * 0.75);
    expect(bars[1]?.y).toBe(ROW.padding + ROW.height);
    expect(geometry.height).toBe(ROW.padding * 2 + 2 * ROW.height);
  });

  it('keeps room for the bars on a phone and for the labels on a desktop', () => {
    const phone = chartGeometry(320, 1);
    expect(phone.labelWidth).toBeGreaterThanOrEqual(100);
    expect(phone.track).toBeGreaterThan(100);
    const desktop = chartGeometry(900, 1);
    expect(desktop.labelWidth).toBe(230);
    expect(desktop.labelWidth + desktop.valueWidth + desktop.track).toBeLessThanOrEqual(900);
  });

  it('keeps odd scores inside the chart', () => {
    expect(percentOf(22, 20)).toBe(100);
    expect(percentOf(-1, 20)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('shortens only long labels', () => {
    expect(shortLabel('ریاضی', 12)).toBe('ریاضی');
    expect(shortLabel('آزمون فصل اول؛ مجموعه‌ها و احتمال در ریاضی', 12)).toHaveLength(12);
  });
});
