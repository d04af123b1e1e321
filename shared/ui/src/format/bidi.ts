// Text from the API mixes Persian with English words and sentences («جای
// خالی را کامل کنید: She ___ to school every day.»). Left to the browser,
// a right-to-left paragraph moves the English run's trailing punctuation
// to its other end («.She ___ … day»), and dir="auto" turns a Persian
// sentence that starts with an English word into a left-to-right one. So
// the paragraph's direction is decided by whether it holds any Persian, and
// each English run inside Persian text is isolated as left to right.

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * A run of English inside Persian text: it starts at a Latin letter and ends
 * at the last letter, digit or sentence mark before the next Persian letter,
 * so brackets and spaces around it stay with the Persian text.
 */
const LATIN_RUN = /[A-Za-z][^\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]*/g;
const RUN_END = /[A-Za-z0-9.!?'"%_…]/;

/** A piece of text and whether it reads left to right inside a right-to-left paragraph. */
export interface DirectionRun {
  text: string;
  ltr: boolean;
}

/** The direction a paragraph of API text takes: rtl when it holds Persian, ltr when only Latin letters, else none. */
export function textDirection(text: string): 'rtl' | 'ltr' | undefined {
  if (ARABIC_SCRIPT.test(text)) return 'rtl';
  if (LATIN_LETTER.test(text)) return 'ltr';
  return undefined;
}

/**
 * Splits Persian text into its Persian parts and its English runs (see the
 * file comment). `inRtlParagraph` says the text is a piece of a longer
 * right-to-left paragraph (the words between two formulas), so its English
 * runs are isolated even when the piece itself holds no Persian.
 */
export function directionRuns(text: string, inRtlParagraph = textDirection(text) === 'rtl'): DirectionRun[] {
  if (!inRtlParagraph) return [{ text, ltr: false }];
  const runs: DirectionRun[] = [];
  let from = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    let run = match[0];
    while (run.length > 0 && !RUN_END.test(run.at(-1)!)) run = run.slice(0, -1);
    const start = match.index;
    if (start > from) runs.push({ text: text.slice(from, start), ltr: false });
    runs.push({ text: run, ltr: true });
    from = start + run.length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), ltr: false });
  return runs;
}
