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
 * The browser to test with: CHROMIUM_PATH when set, else Debian's
 * /usr/bin/chromium, else Playwright's own download (undefined).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
