import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions of the page from now on: a student
 * using the site should cause none. A picture that fails to load shows its
 * own fallback and is the page's business, so it is left out; so is the
 * 404 status of a page that is not there, which the server answers on
 * purpose (Chromium logs it as a failed resource).
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const { url } = message.location();
    const brokenPicture = /\.(?:svg|png|jpe?g|webp)(?:\?|$)/.test(url);
    const missingPage = url === page.url() && /status of 404/.test(message.text());
    if (message.type() === 'error' && !brokenPicture && !missingPage) errors.push(`${message.text()} ${url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
