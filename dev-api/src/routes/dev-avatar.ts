/**
 * Generated portraits of seeded people (students, authors, teachers): a
 * square with one or two large initials, like the site's own Avatar draws
 * for a person without a picture. The 16:9 placeholder with the whole name
 * in it (dev-media.ts) came out as unreadable specks in a 32 px circle.
 */

/** Backgrounds on which white text meets WCAG AA (at least 4.5:1). */
const PORTRAIT_COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

/** The kinds of generated picture that show a person. */
const PORTRAIT_KINDS = new Set(['avatar', 'teacher']);

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** Whether a generated picture of this kind is a person's portrait. */
export function isPortraitKind(kind: string): boolean {
  return PORTRAIT_KINDS.has(kind);
}

/**
 * The first letters of the first and last words («سارا محمدی» → «س م»),
 * with a thin space between two Persian letters so they do not join into a
 * word (the same rule as @shared/ui's initialsOf).
 */
export function portraitInitials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => [...word].find((char) => /\p{L}/u.test(char)))
    .filter((letter): letter is string => letter !== undefined);
  const first = letters[0];
  if (first === undefined) return '';
  const last = letters.length > 1 ? letters.at(-1)! : undefined;
  if (last === undefined) return first.toUpperCase();
  const gap = ARABIC_SCRIPT.test(first) && ARABIC_SCRIPT.test(last) ? '\u2009' : '';
  return `${first}${gap}${last}`.toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A 256 px square portrait: the initials in the middle, half the picture tall; the colour follows the name. */
export function portraitSvg(name: string): string {
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const colour = PORTRAIT_COLOURS[hash % PORTRAIT_COLOURS.length];
  const initials = portraitInitials(name);
  const fontSize = [...initials.replace(/\s/g, '')].length > 1 ? 100 : 124;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" fill="${colour}"/><text x="128" y="128" dy="0.35em" font-family="Vazirmatn, Tahoma, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle" direction="rtl">${escapeXml(initials)}</text></svg>`;
}
