import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { bus } from '@shared/event-bus';
import { themeModeAtom } from '@shared/ui/state';
import { usePreferredThemeAfterHydration } from './use-preferred-theme.ts';

const root = document.documentElement;

function renderIn(store: ReturnType<typeof createStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePreferredThemeAfterHydration(), { wrapper });
}

afterEach(() => {
  for (const name of ['data-theme', 'data-server-theme', 'data-preferred-theme', 'data-theme-switching']) {
    root.removeAttribute(name);
  }
});

describe('usePreferredThemeAfterHydration', () => {
  it('switches to the preference theme-boot.js noted, once, and tells the other apps', () => {
    root.dataset.serverTheme = 'light';
    root.dataset.theme = 'light';
    root.dataset.preferredTheme = 'dark';
    const store = createStore();
    store.set(themeModeAtom, 'light');
    const seen: string[] = [];
    const off = bus.on('platform:theme:changed', ({ mode }) => seen.push(mode));
    seen.length = 0; // the bus replays the last theme change
    renderIn(store);
    expect(store.get(themeModeAtom)).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.preferredTheme).toBeUndefined();
    expect(seen).toEqual(['dark']);

    // A later choice (the first mount still on screen sees it) is not undone by a second mount.
    act(() => store.set(themeModeAtom, 'light'));
    renderIn(store);
    expect(store.get(themeModeAtom)).toBe('light');
    off();
  });

  it('lets the page show once the preferred theme is drawn, which the boot script held it back for', () => {
    root.dataset.serverTheme = 'light';
    root.dataset.theme = 'light';
    root.dataset.preferredTheme = 'dark';
    root.dataset.themeSwitching = 'dark';
    const store = createStore();
    store.set(themeModeAtom, 'light');
    renderIn(store);
    expect(store.get(themeModeAtom)).toBe('dark');
    expect(root.dataset.themeSwitching).toBeUndefined();
  });

  it('changes nothing when the page is already in the preferred theme', () => {
    root.dataset.serverTheme = 'dark';
    root.dataset.theme = 'dark';
    const store = createStore();
    store.set(themeModeAtom, 'dark');
    renderIn(store);
    expect(store.get(themeModeAtom)).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
  });
});
