import { existsSync } from 'node:fs';

/** Flags that let Debian's Chromium run in this sandbox without reaching the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The full browser, for the benchmarks (what a student runs, and what Lighthouse measures):
 * CHROMIUM_PATH when set, else Debian's /usr/bin/chromium, else Playwright's own download (undefined).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Debian's `chromium-headless-shell`: the same Chromium (Blink and V8 of the same version) without a browser's UI. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end suite runs in: CHROMIUM_PATH when set, else Chromium's headless shell, else
 * the full browser. The headless shell is what Playwright itself runs headless tests in; it draws pages with
 * the same engine but keeps no browser around them, and the suite took 8.3 minutes in it against 11.4 in
 * the full browser (2026-11-28, 160 tests, two cores), the browser's own work being most of the suite's CPU.
 */
export function testChromiumExecutable(): string | undefined {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumExecutable();
}
