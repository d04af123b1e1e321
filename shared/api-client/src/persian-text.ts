/**
 * Forgiving Persian text matching, shared by the dictionary's server and its
 * pages so that what the server matched is exactly what a page highlights.
 * Pure string code: no RegExp is ever built from the text it is given.
 */

const ZWNJ = '\u200C';
const ALEF = '\u0627';
const ALEF_WITH_MADDA = '\u0622';
const MADDA_ABOVE = '\u0653';

/** Letters a user types on an Arabic keyboard (or pastes from Arabic text) for Persian ones. */
const ARABIC_KEYBOARD_LETTERS: Readonly<Record<string, string>> = {
  '\u064A': 'ی', // ي Arabic yeh
  '\u0649': 'ی', // ى alef maksura
  '\u0643': 'ک', // ك Arabic kaf
};

/** Spelling variants folded together for matching only, never for display. */
const MATCHING_ONLY_LETTERS: Readonly<Record<string, string>> = {
  '\u0629': 'ه', // ة teh marbuta
  '\u06C0': 'ه', // ۀ heh with yeh above (the ezafe of «خانهٔ»)
  '\u06C1': 'ه', // ہ heh goal
  '\u06D5': 'ه', // ە ae
  '\u0623': ALEF, // أ
  '\u0625': ALEF, // إ
  '\u0671': ALEF, // ٱ alef wasla
};

/** Marks that never change which word is meant: tatweel, ZWJ, bidi controls, BOM, soft hyphen. */
function isInvisible(code: number): boolean {
  return (
    code === 0x0640 ||
    code === 0x00ad ||
    code === 0x200d ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** Fatha, kasra, damma, tanvin, tashdid, sukun, hamza marks and superscript alef. */
function isDiacritic(code: number): boolean {
  return (code >= 0x064b && code <= 0x065f) || code === 0x0670;
}

/** Persian (۰-۹) and Arabic (٠-٩) digits as Latin digits; other characters unchanged. */
function latinDigit(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
  return char;
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Writes Latin digits as Persian ones (`'25'` → `'۲۵'`), everything else as it is. */
export function toPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)]!);
}

/** Writes Persian and Arabic digits as Latin ones (`'۱۲٣'` → `'123'`). */
export function toLatinDigits(text: string): string {
  let result = '';
  for (const char of text) result += latinDigit(char);
  return result;
}

/** A text reduced for matching, and where each of its characters came from. */
export interface PersianSearchKey {
  key: string;
  /** `offsets[i]` is the index in the original text of `key[i]`. */
  offsets: number[];
}

/** Options of {@link persianSearchKeyWithOffsets}. */
export interface PersianSearchKeyOptions {
  /** Keep ZWNJ instead of reading it as a space (for ranking an exact spelling first). */
  keepZwnj?: boolean;
  /**
   * Fold what a reader may type either way: «آ» as «ا» («اب» finds «آب»), and
   * no spaces or ZWNJ at all («کتاب‌خانه» and «کتاب خانه» find «کتابخانه»).
   * For matching headwords only: it erases the word boundaries a definition needs.
   */
  loose?: boolean;
}

/**
 * Reduces a text for forgiving matching: Arabic ي/ك and other variants become
 * Persian letters, Persian and Arabic digits become Latin, diacritics and
 * invisible marks go, ZWNJ counts as a space, runs of spaces become one,
 * leading and trailing spaces go and Latin letters are lower-cased. Offsets
 * let a caller highlight the original text at a match in the key.
 */
export function persianSearchKeyWithOffsets(text: string, options: PersianSearchKeyOptions = {}): PersianSearchKey {
  let key = '';
  const offsets: number[] = [];
  const push = (output: string, index: number) => {
    if (output === ' ' && (key === '' || key.endsWith(' '))) return;
    key += output;
    offsets.push(index);
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const code = text.charCodeAt(index);
    if (char === ALEF && text.charAt(index + 1) === MADDA_ABOVE) {
      // A decomposed «آ» (alef + madda) is the same letter as the composed one.
      push(options.loose ? ALEF : ALEF_WITH_MADDA, index);
      index += 1;
    } else if (char === ALEF_WITH_MADDA && options.loose) {
      push(ALEF, index);
    } else if (options.loose && (char === ZWNJ || /\s/.test(char))) {
      continue;
    } else if (char === ZWNJ) {
      push(options.keepZwnj ? ZWNJ : ' ', index);
    } else if (/\s/.test(char)) {
      push(' ', index);
    } else if (!isInvisible(code) && !isDiacritic(code)) {
      const letter = ARABIC_KEYBOARD_LETTERS[char] ?? MATCHING_ONLY_LETTERS[char] ?? char;
      push(latinDigit(letter).toLowerCase(), index);
    }
  }
  if (key.endsWith(' ')) {
    key = key.slice(0, -1);
    offsets.pop();
  }
  return { key, offsets };
}

/** {@link persianSearchKeyWithOffsets} without the offsets. */
export function persianSearchKey(text: string, options: PersianSearchKeyOptions = {}): string {
  return persianSearchKeyWithOffsets(text, options).key;
}

/**
 * Tidies what a user typed without changing how it reads: Arabic ي/ك become
 * Persian ی/ک, invisible marks go, spaces collapse and the ends are trimmed.
 * ZWNJ, diacritics and digits are kept as typed.
 */
export function cleanPersianText(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (isInvisible(code)) continue;
    result += /\s/.test(char) ? ' ' : (ARABIC_KEYBOARD_LETTERS[char] ?? char);
  }
  return result.replace(/ +/g, ' ').trim();
}
