import type { Page } from '@playwright/test';

/**
 * A server-rendered page is on screen before it answers clicks and typing:
 * the shell marks `<html data-page-ready>` once it has hydrated the page
 * (PageReadyMarker). Opening a page in a test waits for that, as a student's
 * first click effectively does; a page rendered by the browser alone has no
 * server state and needs no wait.
 */
export async function untilPageReady(page: Page): Promise<void> {
  // Bounded: a test of a failing page goes on to check what the page shows instead.
  await page
    .waitForFunction(
      () => !document.getElementById('server-state') || document.documentElement.dataset.pageReady === 'true',
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}
