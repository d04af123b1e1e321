/** Letters of any script; digits and marks are skipped when looking for an initial. */
const LETTER = /\p{L}/u;
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/*
 * Two Persian letters side by side join into one shape («سم»), which reads
 * as a word, not as two initials; a thin space (U+2009) keeps them apart
 * («س م») without the width of a full space in a small circle.
 */
const THIN_SPACE = '\u2009';

function firstLetter(word: string): string | undefined {
  const letter = [...word].find((char) => LETTER.test(char));
  // The Arabic forms of ی and ک, as a keyboard may have typed them, drawn as the Persian ones.
  return letter?.replace('ي', 'ی').replace('ى', 'ی').replace('ك', 'ک').toLocaleUpperCase('en');
}

/**
 * One or two initials of a name: the first letters of its first and last
 * words («سارا محمدی» → «س م», «علی» → «ع», «Sara Mohammadi» → «SM»), or ''
 * when the name has no letter at all.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => firstLetter(word) !== undefined);
  const first = words.length > 0 ? firstLetter(words[0]!) : undefined;
  if (first === undefined) return '';
  const last = words.length > 1 ? firstLetter(words.at(-1)!) : undefined;
  if (last === undefined) return first;
  const joinsAsWord = ARABIC_SCRIPT.test(first) && ARABIC_SCRIPT.test(last);
  return `${first}${joinsAsWord ? THIN_SPACE : ''}${last}`;
}
