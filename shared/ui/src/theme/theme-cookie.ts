import type { ThemeMode } from '@shared/ui/state';

/** The cookie the site server renders the theme from (shell/public/theme-boot.js writes it too). */
export const THEME_COOKIE = 'platform_theme';

/** The cookie line that keeps a theme choice for a year, on every path. */
export function themeCookie(mode: ThemeMode): string {
  return `${THEME_COOKIE}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
