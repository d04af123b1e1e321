import { readFileSync } from 'node:fs';
import path from 'node:path';

// The boot script is plain browser JavaScript served as is; run the very file.
const source = readFileSync(path.join(__dirname, '../../public/theme-boot.js'), 'utf8');
const boot = () => new Function(source)();

const root = document.documentElement;

function clearCookie() {
  document.cookie = 'platform_theme=; Path=/; Max-Age=0';
}

function prefersDark(dark: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: dark }) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  clearCookie();
  localStorage.clear();
  for (const name of ['data-theme', 'data-server-theme', 'data-preferred-theme', 'data-theme-switching', 'style']) {
    root.removeAttribute(name);
  }
  prefersDark(false);
});
afterAll(clearCookie);

describe('theme-boot.js', () => {
  it('takes the cookie first, over storage and the system', () => {
    document.cookie = 'platform_theme=dark; Path=/';
    localStorage.setItem('platform:theme', 'light');
    boot();
    expect(root.dataset.theme).toBe('dark');
  });

  it('takes an older choice in storage when there is no cookie, and writes the cookie for the next visit', () => {
    localStorage.setItem('platform:theme', 'dark');
    boot();
    expect(root.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('platform_theme=dark');
  });

  it('follows the system without a saved choice, and notes it as the system’s, not as a choice', () => {
    prefersDark(true);
    boot();
    expect(root.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('platform_theme_system=dark');
    expect(document.cookie).not.toMatch(/(?:^|;\s*)platform_theme=/);
  });

  it('ignores a cookie with another value', () => {
    document.cookie = 'platform_theme=purple; Path=/';
    prefersDark(true);
    boot();
    expect(root.dataset.theme).toBe('dark');
  });

  it('keeps the theme a server-rendered page was rendered in when it is the preferred one', () => {
    document.cookie = 'platform_theme=dark; Path=/';
    root.dataset.theme = 'dark';
    root.dataset.serverTheme = 'dark';
    boot();
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.preferredTheme).toBeUndefined();
  });

  it('leaves a server-rendered page in its theme and notes a different preference for after hydration', () => {
    prefersDark(true);
    root.dataset.theme = 'light';
    root.dataset.serverTheme = 'light';
    boot();
    expect(root.dataset.theme).toBe('light');
    expect(root.dataset.preferredTheme).toBe('dark');
    expect(document.cookie).toContain('platform_theme_system=dark');
  });

  it('holds a page rendered light back on a dark phone: the first frame is the dark background, never the light page', () => {
    jest.useFakeTimers();
    try {
      prefersDark(true);
      root.dataset.theme = 'light';
      root.dataset.serverTheme = 'light';
      boot();
      // index.html's own colours, parsed after the boot script ran: the held-back background must still win.
      const pageStyle = document.createElement('style');
      pageStyle.textContent = "html { background: #f6f7fb; } html[data-theme='light'] { background: #f6f7fb; }";
      document.head.append(pageStyle);
      expect(root.dataset.themeSwitching).toBe('dark');
      expect(getComputedStyle(root).backgroundColor).toBe('rgb(17, 20, 27)');
      expect(getComputedStyle(document.body).visibility).toBe('hidden');
      // Should the switch never come (no script ran), the page still shows.
      jest.advanceTimersByTime(3000);
      expect(root.dataset.themeSwitching).toBeUndefined();
      expect(getComputedStyle(document.body).visibility).toBe('visible');
      expect(root.style.backgroundColor).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds nothing back when the page was rendered in the preferred theme', () => {
    prefersDark(true);
    root.dataset.theme = 'dark';
    root.dataset.serverTheme = 'dark';
    boot();
    expect(root.dataset.themeSwitching).toBeUndefined();
    expect(getComputedStyle(document.body).visibility).toBe('visible');
  });
});
