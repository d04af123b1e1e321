import { formatScorePercent } from './score-percent.ts';

describe('formatScorePercent', () => {
  it.each([
    [16.7, '۱۶٫۷٪'],
    [16.666, '۱۶٫۷٪'],
    [11.1, '۱۱٫۱٪'],
    [50, '۵۰٪'],
    [100, '۱۰۰٪'],
    [0, '۰٪'],
    [9.1, '۹٫۱٪'],
  ])('writes %s as %s', (percent, text) => {
    expect(formatScorePercent(percent)).toBe(text);
  });

  it('never rounds a run to a whole number when it has a tenth', () => {
    expect(formatScorePercent(16.7)).not.toBe('۱۷٪');
  });
});
