import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { BarChart } from './BarChart.tsx';

const LETTERS = [
  { label: 'ا', value: 70 },
  { label: 'ب', value: 35 },
];

describe('BarChart', () => {
  it('is one named picture with a description, one group a bar', () => {
    renderWithTheme(<BarChart label="شمار مدخل‌ها" description="بیشترین: «ا»" bars={LETTERS} />);
    const chart = screen.getByRole('img', { name: 'شمار مدخل‌ها' });
    expect(chart).toHaveAccessibleDescription('بیشترین: «ا»');
    expect(Array.from(chart.querySelectorAll('g'), (group) => group.dataset.percent)).toEqual(['100', '50']);
  });

  it('reads right to left by one rule: labels end at the right edge, bars grow left, figures end where a bar ends', () => {
    renderWithTheme(<BarChart label="شمار" bars={LETTERS} labelWidth={10} valueWidth={12} />);
    const chart = screen.getByRole('img', { name: 'شمار' });
    expect(chart).toHaveAttribute('direction', 'ltr');
    const [label, figure] = Array.from(chart.querySelectorAll('g')[1]!.querySelectorAll('text'));
    expect(label).toHaveAttribute('x', '100%');
    // A right-to-left text placed by its start: its right end.
    expect(label).toHaveAttribute('direction', 'rtl');
    expect(label).toHaveAttribute('text-anchor', 'start');
    // Half of the 78% between the label and figure columns, ending at the label column (90%).
    const bar = chart.querySelectorAll('g')[1]!.querySelector('rect.bar')!;
    expect(bar).toHaveAttribute('x', '51%');
    expect(bar).toHaveAttribute('width', '39%');
    expect(figure).toHaveAttribute('x', '51%');
    expect(figure).toHaveAttribute('direction', 'rtl');
    expect(figure).toHaveAttribute('text-anchor', 'start');
    expect(figure!.textContent).toBe('۳۵');
  });

  it('puts no bidi control character in its texts: Chromium draws an isolate in the first digit’s place', () => {
    renderWithTheme(
      <BarChart
        label="نمره‌ها"
        track
        bars={[{ label: 'ریاضی نهم', value: 17.83, max: 20, valueText: '۱۷٫۸۳ از ۲۰' }]}
      />,
    );
    for (const text of screen.getByRole('img', { name: 'نمره‌ها' }).querySelectorAll('text')) {
      expect(text.textContent).not.toMatch(/[\u2066-\u2069\u202a-\u202e\u200e\u200f]/);
      expect(text).toHaveAttribute('direction', 'rtl');
    }
  });

  it('draws scores out of their own maximum over a track, the figure past the track', () => {
    renderWithTheme(
      <BarChart
        label="نمره‌ها"
        track
        labelWidth={36}
        valueWidth={18}
        bars={[{ label: 'ریاضی نهم', value: 15, max: 20, valueText: '۱۵ از ۲۰' }]}
      />,
    );
    const group = screen.getByRole('img', { name: 'نمره‌ها' }).querySelector('g')!;
    expect(group.dataset.percent).toBe('75');
    expect(group.querySelector('rect.track')).toHaveAttribute('width', '46%');
    expect(group.querySelectorAll('text')[1]).toHaveAttribute('x', '18%');
    expect(group.querySelectorAll('text')[1]!.textContent).toBe('۱۵ از ۲۰');
  });

  it('shortens a label that does not fit beside its bar, keeping the whole of it in the tooltip', () => {
    const long = 'آزمون فصل اول؛ مجموعه‌ها و احتمال در ریاضی نهم';
    renderWithTheme(<BarChart label="آزمون‌ها" labelWidth={10} bars={[{ label: long, value: 3 }]} />);
    const group = screen.getByRole('img', { name: 'آزمون‌ها' }).querySelector('g')!;
    expect(group.querySelector('text')!.textContent).toMatch(/…$/);
    expect(group.querySelector('title')!.textContent).toBe(`${long}: ۳`);
  });
});
