import { createStore } from 'jotai';
import { initialThemeMode, themeModeAtom } from './theme-mode-atom.ts';

const root = document.documentElement;

afterEach(() => {
  for (const name of ['data-theme', 'data-server-theme']) root.removeAttribute(name);
});

describe('initialThemeMode', () => {
  it('is the theme the server rendered the page in, whatever the boot script found', () => {
    root.dataset.serverTheme = 'light';
    root.dataset.theme = 'dark';
    expect(initialThemeMode()).toBe('light');
  });

  it('is the boot script’s choice on a page the server did not render', () => {
    root.dataset.theme = 'dark';
    expect(initialThemeMode()).toBe('dark');
  });
});

describe('themeModeAtom', () => {
  it('works out its first value when a store first reads it, not when the module loads', () => {
    root.dataset.theme = 'dark';
    expect(createStore().get(themeModeAtom)).toBe('dark');
    root.dataset.theme = 'light';
    expect(createStore().get(themeModeAtom)).toBe('light');
  });

  it('keeps each store’s own value', () => {
    const first = createStore();
    const second = createStore();
    first.set(themeModeAtom, 'dark');
    second.set(themeModeAtom, 'light');
    expect(first.get(themeModeAtom)).toBe('dark');
    expect(second.get(themeModeAtom)).toBe('light');
  });
});
