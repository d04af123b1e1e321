import {
  formatDate,
  formatDuration,
  formatNumber,
  formatPercent,
  normalizePersianInput,
  toLatinDigits,
  toPersianDigits,
} from './persian.ts';

describe('Persian formatting', () => {
  it('shows numbers with Persian digits and separators', () => {
    expect(formatNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatPercent(0.42)).toBe('۴۲٪');
  });

  it('shows dates in the Persian calendar', () => {
    expect(formatDate('2026-11-22T08:00:00Z')).toBe('۱ آذر ۱۴۰۵');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows durations as a clock', () => {
    expect(formatDuration(125)).toBe('۲:۰۵');
    expect(formatDuration(3725)).toBe('۱:۰۲:۰۵');
  });
});

describe('input normalisation', () => {
  it('turns Persian and Arabic digits into Latin ones', () => {
    expect(toLatinDigits('۰۹۱۲ ٣٤٥ 67')).toBe('0912 345 67');
  });

  it('turns Arabic ي and ك into Persian ی and ک, keeping ZWNJ', () => {
    expect(normalizePersianInput('كتاب‌هاي')).toBe('کتاب‌های');
    expect(normalizePersianInput('می‌خانه')).toContain('\u200c');
  });
});

describe('echoing what was typed', () => {
  it('shows Latin digits of a search in Persian', () => {
    expect(toPersianDigits('سال 1404 و 25')).toBe('سال ۱۴۰۴ و ۲۵');
  });
});
