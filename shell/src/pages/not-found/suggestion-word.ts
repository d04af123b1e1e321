/**
 * A word of the missing path worth searching for: the longest run of letters
 * in its last segment (`/articles/ریاضی-هفتم` → «ریاضی»), or '' when there is
 * none, and the search then uses its default letter.
 */
export function suggestionWord(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape is searched as typed.
  }
  const words = decoded.match(/\p{L}{2,}/gu) ?? [];
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '').slice(0, 40);
}
