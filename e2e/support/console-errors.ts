import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions of the page from now on: a student
 * using the site should cause none. A picture that fails to load shows its
 * own fallback and is the page's business, so it is left out.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const brokenPicture = /\.(?:svg|png|jpe?g|webp)(?:\?|$)/.test(message.location().url);
    if (message.type() === 'error' && !brokenPicture) errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
