import { percentOf, scoreChart } from './score-bars.ts';

describe('score bars', () => {
  it('draws each score out of its own maximum and names every percentage', () => {
    const chart = scoreChart(
      [
        { label: 'ریاضی نهم', score: 15, max: 20 },
        { label: 'علوم نهم', score: 18.5, max: 20 },
      ],
      'نمودار نمرهٔ دوره‌ها',
    );
    expect(chart.label).toBe('نمودار نمرهٔ دوره‌ها. ریاضی نهم: ۷۵٪، علوم نهم: ۹۳٪');
    expect(chart.bars.map((bar) => bar.valueText)).toEqual(['۱۵ از ۲۰', '۱۸٫۵ از ۲۰']);
    expect(chart.track).toBe(true);
  });

  it('keeps odd scores inside the chart', () => {
    expect(percentOf(22, 20)).toBe(100);
    expect(percentOf(-1, 20)).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });
});
