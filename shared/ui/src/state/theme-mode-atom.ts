import { atom } from 'jotai';

/** A colour scheme. */
export type ThemeMode = 'light' | 'dark';

/**
 * The mode the page started with. The shell's boot script (theme-boot.js,
 * run before the first paint) has already written it to `<html data-theme>`
 * from the saved choice or `prefers-color-scheme`, so React starts with the
 * same mode and the page never flashes the other one.
 */
export function initialThemeMode(): ThemeMode {
  if (typeof document === 'undefined') return 'light';
  const fromBoot = document.documentElement.dataset.theme;
  if (fromBoot === 'light' || fromBoot === 'dark') return fromBoot;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The current mode of the page. */
export const themeModeAtom = atom<ThemeMode>(initialThemeMode());
