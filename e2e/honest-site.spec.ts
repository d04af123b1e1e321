import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/*
 * What only a browser shows of the site's polish: where a page load starts
 * scrolled, and which theme its first frame paints. The rest of the issue's
 * points are unit tests beside the code.
 */

/** Two long articles: each scrolls well past one screen. */
const FIRST = '/articles/last-month-before-exam';
const SECOND = '/articles/building-reading-habit';

/** The dark theme's page background (shared/ui tokens). */
const DARK_BACKGROUND = 'rgb(17, 20, 27)';

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a fresh load opens at the top, and back returns to where the reader was', async ({ page }) => {
  await page.goto(FIRST);
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 600));
      return scrollTop(page);
    })
    .toBe(600);

  // A load from the address bar is a new history entry the browser made: it starts at the top.
  await page.goto(SECOND);
  await page.waitForTimeout(300);
  expect(await scrollTop(page)).toBe(0);

  await page.goBack();
  await expect.poll(() => scrollTop(page)).toBe(600);
});

/** A first visit: a new browser context, no cookie, the system preferring dark. */
async function firstVisit(browser: Browser, baseURL: string, headers: Record<string, string> = {}) {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark', extraHTTPHeaders: headers });
  return { context, page: await context.newPage() };
}

test('a first visit from a dark phone paints dark from the first frame', async ({ browser, baseURL }) => {
  // A browser that tells its colour scheme (Chromium's client hint) gets the page rendered dark.
  const hinted = await firstVisit(browser, baseURL!, { 'Sec-CH-Prefers-Color-Scheme': '"dark"' });
  const answer = await hinted.page.goto('/faq');
  expect(answer?.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  await expect(hinted.page.locator('html')).toHaveAttribute('data-server-theme', 'dark');
  await hinted.context.close();

  // One that does not (this headless Chromium reports light whatever is emulated) gets it rendered light:
  // until the shell has switched, the first frames are the dark background. The page's own scripts are
  // held back here, so what shows is exactly what the browser paints before hydration.
  const unhinted = await firstVisit(browser, baseURL!);
  await unhinted.page.route(/\.js$/, (route) =>
    route.request().url().endsWith('/theme-boot.js') ? route.continue() : route.abort(),
  );
  await unhinted.page.goto('/faq', { waitUntil: 'domcontentloaded' });
  const html = unhinted.page.locator('html');
  await expect(html).toHaveAttribute('data-server-theme', 'light');
  expect(await html.evaluate((root) => getComputedStyle(root).backgroundColor)).toBe(DARK_BACKGROUND);
  expect(await html.evaluate(() => getComputedStyle(document.body).visibility)).toBe('hidden');
  await unhinted.context.close();

  // With its scripts, the page switches to dark after hydration and shows.
  const switching = await firstVisit(browser, baseURL!);
  await switching.page.goto('/faq');
  const switched = switching.page.locator('html');
  await expect(switched).toHaveAttribute('data-theme', 'dark');
  await expect(switched).not.toHaveAttribute('data-theme-switching', /.*/);
  expect(await switched.evaluate(() => getComputedStyle(document.body).visibility)).toBe('visible');
  await switching.context.close();
});
