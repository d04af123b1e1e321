import type { Page } from '@playwright/test';

/**
 * Asks the site server for the client-rendered page from now on in this
 * page's context (the `platform_render=client` cookie): for tests that stand
 * in for an API answer with `page.route`, which only the browser's requests
 * pass through, never the server's.
 */
export async function renderedByBrowser(page: Page): Promise<void> {
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1/' : page.url());
  await page.context().addCookies([{ name: 'platform_render', value: 'client', domain: url.hostname, path: '/' }]);
}
