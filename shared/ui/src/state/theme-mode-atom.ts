import { atomWithLazy } from 'jotai/utils';

/** A colour scheme. */
export type ThemeMode = 'light' | 'dark';

const isThemeMode = (value: string | undefined): value is ThemeMode => value === 'light' || value === 'dark';

/**
 * The mode the page starts with. A server-rendered page names the theme it
 * was rendered in (`<html data-server-theme>`): hydration must match it, so
 * that wins (a different saved choice follows after hydration, see
 * usePreferredThemeAfterHydration). Otherwise the shell's boot script
 * (theme-boot.js, run before the first paint) has already written the saved
 * choice or `prefers-color-scheme` to `<html data-theme>`, so React starts
 * with the same mode and the page never flashes the other one. Without a
 * document (a server render without a seeded store) it is light.
 */
export function initialThemeMode(): ThemeMode {
  if (typeof document === 'undefined') return 'light';
  const { serverTheme, theme } = document.documentElement.dataset;
  if (isThemeMode(serverTheme)) return serverTheme;
  if (isThemeMode(theme)) return theme;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The current mode of the page. Each store works out its first value when it
 * first reads it, not when this module loads: the server loads it once for
 * every request, and the shell seeds each request's store with its theme.
 */
export const themeModeAtom = atomWithLazy<ThemeMode>(initialThemeMode);
