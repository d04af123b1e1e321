import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { bus } from '@shared/event-bus';
import { themeModeAtom, type ThemeMode } from '@shared/ui/state';
import { themeCookie } from './theme-cookie.ts';

/** Where the choice is kept; namespaced per team, as every storage key. */
export const THEME_STORAGE_KEY = 'platform:theme';

function persist(mode: ThemeMode) {
  document.documentElement.dataset.theme = mode;
  // The cookie lets the site server render the next page in this theme.
  document.cookie = themeCookie(mode);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}

/** The current mode and a toggle that saves the choice and tells the other apps. */
export function useThemeMode() {
  const [mode, setMode] = useAtom(themeModeAtom);
  const choose = useCallback(
    (next: ThemeMode) => {
      setMode(next);
      persist(next);
      bus.emit('platform:theme:changed', { mode: next });
    },
    [setMode],
  );
  const toggle = useCallback(() => choose(mode === 'dark' ? 'light' : 'dark'), [choose, mode]);
  return { mode, choose, toggle };
}
