import { placeholderLines, placeholderSvg } from './dev-media.ts';

describe('placeholder pictures', () => {
  it('wrap a long title into centred lines instead of running off the edge', () => {
    const title = 'چگونه برای امتحان نهایی ریاضی در دو هفتهٔ آخر برنامه‌ریزی کنیم';
    const lines = placeholderLines(title);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= 18 || !line.includes(' '))).toBe(true);
    expect(placeholderSvg(title).match(/<text /g)).toHaveLength(lines.length);
  });

  it('keep a short name on one line and end a very long one with «…»', () => {
    expect(placeholderLines('کتاب')).toEqual(['کتاب']);
    const long = placeholderLines('یک دو سه چهار پنج شش هفت هشت نه ده یازده دوازده سیزده چهارده پانزده شانزده هفده');
    expect(long).toHaveLength(3);
    expect(long[2]!.endsWith('…')).toBe(true);
  });

  it('escape the name as text', () => {
    expect(placeholderSvg('<script>')).not.toContain('<script>');
  });
});
