import { cookieValue } from '../cookie-value.ts';

export { cookieValue };

/** The theme cookie the shell writes when a student picks one. */
export const THEME_COOKIE = 'platform_theme';
/** The system's preference, which the shell's boot script notes on every page (theme-boot.js). */
export const SYSTEM_THEME_COOKIE = 'platform_theme_system';

/** The theme to render in: the student's choice, else their system's as last seen, else light. */
export function themeFrom(header: string | undefined): 'light' | 'dark' {
  // As the boot script reads them (theme-boot.js): a value that is no theme is skipped, not taken as light.
  const modes = [cookieValue(header, THEME_COOKIE), cookieValue(header, SYSTEM_THEME_COOKIE)];
  return modes.find((mode) => mode === 'light' || mode === 'dark') === 'dark' ? 'dark' : 'light';
}

/** `platform_render=client` asks for the client-rendered page: only this browser's pages change, never anyone else's. */
export const CLIENT_RENDER_COOKIE = 'platform_render';
