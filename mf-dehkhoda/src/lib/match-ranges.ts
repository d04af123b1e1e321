import { persianSearchKey, persianSearchKeyWithOffsets, type PersianSearchKeyOptions } from '@shared/api-client';

/** A stretch of the original text, `start` inclusive and `end` exclusive. */
export interface MatchRange {
  start: number;
  end: number;
}

/** Vowel marks, tanvin, tashdid, hamza and madda marks, superscript alef: they belong to the letter before them. */
function isCombiningMark(code: number): boolean {
  return (code >= 0x064b && code <= 0x065f) || code === 0x0670;
}

/**
 * Where `query` occurs in `text`, matched the way the server matches (see
 * persian-text.ts): Arabic ي/ك as Persian ی/ک, any digits, no diacritics, ZWNJ
 * as a space (and, when that finds nothing, without spaces and «آ» as «ا»). Works on the two search keys with `indexOf`: the query is never
 * compiled into a regular expression, so `(.*[` is five plain characters.
 */
export function matchRanges(text: string, query: string): MatchRange[] {
  const strict = rangesOf(text, query, {});
  // A headword found only by its letters («کتاب خانه» for «کتابخانه», «اب» for «آب»): mark it the same way.
  return strict.length > 0 ? strict : rangesOf(text, query, { loose: true });
}

function rangesOf(text: string, query: string, options: PersianSearchKeyOptions): MatchRange[] {
  const needle = persianSearchKey(query, options);
  if (!needle) return [];
  const { key, offsets } = persianSearchKeyWithOffsets(text, options);
  const ranges: MatchRange[] = [];
  let from = key.indexOf(needle);
  while (from >= 0) {
    const start = offsets[from];
    const last = offsets[from + needle.length - 1];
    // A key character that did not map back to one original character (rare
    // case-folding of Latin text) cannot be highlighted reliably: skip it.
    if (start !== undefined && last !== undefined) {
      let end = last + 1;
      // Keep a letter's vowel marks with it, so a highlight never splits «کِ».
      while (end < text.length && isCombiningMark(text.charCodeAt(end))) end += 1;
      ranges.push({ start, end });
    }
    from = key.indexOf(needle, from + needle.length);
  }
  return ranges;
}
