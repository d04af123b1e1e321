/** RIGHT-TO-LEFT OVERRIDE: shows what follows reversed (`‮exe.doc` reads as `cod.exe`). */
export const RLO = '\u202E';

/** How HTML writes the override: the character itself, or a numeric reference. */
const OVERRIDE = /\u202E|&#x202e;|&#8238;/i;
/** Isolates: FSI, LRI, RLI (U+2066–U+2068), whose text cannot reorder its surroundings. */
const ISOLATE = /[\u2066-\u2068]|&#x206[678];|&#82(?:30|31|32);/i;

/**
 * How a page shows user text that holds the override, found by the marker written before it:
 * - `absent`: the text is not in the HTML (only the browser shows it);
 * - `stripped`: it is there without the override;
 * - `isolated`: the override sits inside `<bdi>`, an element with `dir`, or a Unicode isolate;
 * - `raw`: the override reaches the page as it was sent.
 */
export function bidiInPage(html: string, marker: string): 'absent' | 'stripped' | 'isolated' | 'raw' {
  const at = html.indexOf(marker);
  if (at < 0) return 'absent';
  // The text node the marker starts: up to the next tag.
  const end = html.indexOf('<', at);
  const text = html.slice(at, end < 0 ? undefined : end);
  if (!OVERRIDE.test(text)) return 'stripped';
  const tagStart = html.lastIndexOf('<', at);
  const enclosing = tagStart < 0 ? '' : html.slice(tagStart, html.indexOf('>', tagStart) + 1);
  const before = html.slice(tagStart < 0 ? 0 : tagStart, at);
  if (/^<bdi\b/i.test(enclosing) || /\sdir=/i.test(enclosing) || ISOLATE.test(before)) return 'isolated';
  return 'raw';
}
