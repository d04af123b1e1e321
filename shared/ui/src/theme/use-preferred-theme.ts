import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { bus } from '@shared/event-bus';
import { themeModeAtom, type ThemeMode } from '@shared/ui/state';

const isThemeMode = (value: string | undefined): value is ThemeMode => value === 'light' || value === 'dark';

/**
 * Switches to the visitor's own theme once the server-rendered page is
 * hydrated. The server renders in the theme of the `platform_theme` cookie
 * (light without one) and hydration must match it; when the visitor's saved
 * choice or system preference differs, theme-boot.js notes it in
 * `<html data-preferred-theme>` and this applies it, once. Call it once, in
 * the shell's root, inside the jotai Provider.
 */
export function usePreferredThemeAfterHydration(): void {
  const [mode, setMode] = useAtom(themeModeAtom);
  useEffect(() => {
    const root = document.documentElement;
    const preferred = root.dataset.preferredTheme;
    if (!isThemeMode(preferred)) return;
    delete root.dataset.preferredTheme;
    root.dataset.theme = preferred;
    setMode(preferred);
    bus.emit('platform:theme:changed', { mode: preferred });
  }, [setMode]);
  // The boot script held the page back until the preferred theme is drawn: it now is.
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.themeSwitching === mode) delete root.dataset.themeSwitching;
  }, [mode]);
}
