import { matchRanges } from './match-ranges.ts';

/** The marked parts of `text`, to read a test's expectation at a glance. */
const marked = (text: string, query: string) =>
  matchRanges(text, query).map(({ start, end }) => text.slice(start, end));

describe('matchRanges', () => {
  it('finds every occurrence of the query in the original text', () => {
    expect(marked('کتاب و کتابخانه', 'کتاب')).toEqual(['کتاب', 'کتاب']);
    expect(matchRanges('کتاب و کتابخانه', 'کتاب')).toEqual([
      { start: 0, end: 4 },
      { start: 7, end: 11 },
    ]);
  });

  it('matches Arabic ي and ك typed for Persian ی and ک, either way round', () => {
    expect(marked('کیمیا', 'كيميا')).toEqual(['کیمیا']);
    expect(marked('كتاب عربی', 'کتاب')).toEqual(['كتاب']);
  });

  it('matches Persian, Arabic and Latin digits alike', () => {
    expect(marked('شمارهٔ ۱۰۰۴۵۷', '100457')).toEqual(['۱۰۰۴۵۷']);
    expect(marked('شمارهٔ 100457', '١٠٠٤٥٧')).toEqual(['100457']);
  });

  it('marks a headword found only by its letters: «کتاب خانه» in «کتابخانه», «اب» in «آب»', () => {
    expect(marked('کتابخانه', 'کتاب\u200cخانه')).toEqual(['کتابخانه']);
    expect(marked('کتابخانه', 'کتاب خانه')).toEqual(['کتابخانه']);
    expect(marked('آب', 'اب')).toEqual(['آب']);
  });

  it('ignores spaces around the query and reads ZWNJ as a space, keeping it in the text', () => {
    expect(marked('کتاب‌شناسی', '  کتاب شناسی ')).toEqual(['کتاب‌شناسی']);
    expect(marked('کتاب شناسی', 'کتاب\u200cشناسی')).toEqual(['کتاب شناسی']);
  });

  it('keeps vowel marks with their letter, so a highlight never splits «کِتاب»', () => {
    expect(marked('کِتابِ من', 'کتاب')).toEqual(['کِتابِ']);
  });

  it('treats characters that mean something to a RegExp as plain characters', () => {
    for (const query of ['(.*[', '.*', '\\', '[', ')', '$^', '+?', '|']) {
      expect(() => matchRanges('متنی با (.*[ در میان', query)).not.toThrow();
    }
    expect(marked('متنی با (.*[ در میان', '(.*[')).toEqual(['(.*[']);
    expect(marked('هیچ نقطه‌ای', '.*')).toEqual([]);
  });

  it('marks nothing for an empty query or one of spaces, ZWNJ or marks only', () => {
    for (const query of ['', '   ', '\u200c', 'ـ', 'َ']) expect(matchRanges('کتاب', query)).toEqual([]);
  });
});
