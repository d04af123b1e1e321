import { cookieValue } from '../cookie-value.ts';

export { cookieValue };

/** The theme cookie the shell writes when a student picks one. */
export const THEME_COOKIE = 'platform_theme';
/** The system's preference, which the shell's boot script notes on every page (theme-boot.js). */
export const SYSTEM_THEME_COOKIE = 'platform_theme_system';

/**
 * The client hint that carries the system's colour scheme. The page answers
 * name it in `Accept-CH` and `Critical-CH`, so a browser that supports it
 * (Chromium) sends it from its very first request to the site, retrying that
 * one with it: a first visit from a dark-preferring phone is rendered dark.
 */
export const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

/** The hint's value ('"dark"', a quoted string) as a theme, if it is one. */
function hintedTheme(hint: string | undefined): 'light' | 'dark' | undefined {
  const value = hint?.trim().replace(/^"(.*)"$/, '$1');
  return value === 'light' || value === 'dark' ? value : undefined;
}

/**
 * The theme to render in: the student's choice, else the system's as the boot
 * script noted it on the last page (from the colour scheme the page is really
 * drawn in), else the system's as the browser's client hint says (a first
 * visit, which has no cookie yet), else light. The note comes before the
 * hint because it is what the page will be drawn in: where the two disagree
 * (a browser that emulates a scheme), the hint would render every page in one
 * theme and hold it back until the other is drawn.
 */
export function themeFrom(header: string | undefined, colorSchemeHint?: string): 'light' | 'dark' {
  // As the boot script reads them (theme-boot.js): a value that is no theme is skipped, not taken as light.
  const modes = [
    cookieValue(header, THEME_COOKIE),
    cookieValue(header, SYSTEM_THEME_COOKIE),
    hintedTheme(colorSchemeHint),
  ];
  return modes.find((mode) => mode === 'light' || mode === 'dark') === 'dark' ? 'dark' : 'light';
}

/** `platform_render=client` asks for the client-rendered page: only this browser's pages change, never anyone else's. */
export const CLIENT_RENDER_COOKIE = 'platform_render';

/**
 * Whether the browser will throw this answer away and ask again at once: a Chromium (it sends the UA client
 * hints on every request) that has not sent the colour-scheme hint yet, which `Critical-CH` makes it retry
 * with. The first visit of every Chromium browser comes twice, so only the retry is a page a student saw.
 */
export function willRetryWithHint(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['sec-ch-ua'] !== undefined && headers[COLOR_SCHEME_HINT.toLowerCase()] === undefined;
}
