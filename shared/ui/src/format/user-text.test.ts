import { cleanPersianText } from '@shared/api-client';
import { plainUserText } from './user-text.ts';

/** Text as written, with the controls a spoofer puts in it, and what is shown. */
const SPOOFS: readonly [string, string, string][] = [
  ['right-to-left override', 'فایل \u202Egnp.exe', 'فایل gnp.exe'],
  ['left-to-right override', '\u202Dسلام دنیا', 'سلام دنیا'],
  ['override closed by a pop', 'a\u202Ecba\u202Cz', 'acbaz'],
  ['embeddings', '\u202Bright\u202C \u202Aleft\u202C', 'right left'],
  ['an isolate left open', 'نام\u2067 و بقیهٔ صفحه', 'نام و بقیهٔ صفحه'],
  ['every isolate', '\u2066a\u2069\u2067b\u2069\u2068c\u2069', 'abc'],
  ['only controls', '\u202E\u202E\u2066', ''],
];

describe('a person’s text as shown', () => {
  it.each(SPOOFS)('takes out the bidi controls of %s', (_kind, written, shown) => {
    expect(plainUserText(written)).toBe(shown);
  });

  it('keeps what Persian and English text need: ZWNJ, the direction marks, digits and punctuation', () => {
    const text = 'می‌خواهم\u200F «Hello!» ۱۲۳\u200E, 45\u061C.';
    expect(plainUserText(text)).toBe(text);
  });

  // A profile name is tidied when saved (@shared/api-client's cleanPersianText, which also drops the marks and
  // other invisible characters) and shown through plainUserText: one list of controls, checked here.
  it('takes out only controls a saved name loses too', () => {
    for (let code = 0x2000; code <= 0x206f; code += 1) {
      const char = String.fromCharCode(code);
      if (plainUserText(`a${char}b`) === 'ab') expect(cleanPersianText(`a${char}b`)).toBe('ab');
    }
    expect(plainUserText('\u202Eنام')).toBe(cleanPersianText('\u202Eنام'));
  });
});
