import type { Page } from '@playwright/test';

/** «کتاب» in the dev API's dictionary seed: the word most flows start from. */
export const KETAB = { id: 457, serial: 100_457, title: 'کتاب', path: '/dehkhoda/entry/457/کتاب' } as const;

/** «کتاب» finds 18 entries in the seed: two pages of ten. */
export const KETAB_TOTAL = 18;

/** A seeded headword spelled with Persian ی and ک, typed here with Arabic ي and ك. */
export const KIMIA = { persian: 'کیمیا', arabic: 'كيميا' } as const;

/** One letter off «کتاب»: the search finds nothing and the dictionary offers «کتاب». */
export const TYPO = 'کتابب';

/** The dictionary area's page root. */
export const dehkhoda = (page: Page) => page.locator('section[data-area="dehkhoda"]');

/** The search box of a dictionary page (the search page and the entry page label it differently). */
export const searchBox = (page: Page, label = 'جست‌وجوی واژه') => dehkhoda(page).getByRole('combobox', { name: label });

/** The headwords of the results on screen, in order. */
export const resultTitles = (page: Page) =>
  dehkhoda(page)
    .getByRole('region', { name: /نتیجه‌های/ })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();

/** Records every dialog (alert, confirm, prompt) the page opens, dismissing it. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Where each chart's labels sit against its bars: every problem found, so an
 * empty list means each letter is right of its bar, each number left of it,
 * and nothing leaves the picture.
 */
export function chartOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const svg of Array.from(document.querySelectorAll('section[data-area="dehkhoda"] svg[role="img"]'))) {
      const frame = svg.getBoundingClientRect();
      for (const group of Array.from(svg.querySelectorAll('g'))) {
        const [label, value] = Array.from(group.querySelectorAll('text'), (text) => text.getBoundingClientRect());
        const bar = group.querySelector('rect')!.getBoundingClientRect();
        const name = group.querySelector('text')?.textContent ?? '?';
        if (!label || !value) continue;
        if (label.right > frame.right + 1 || label.left < bar.right - 1) problems.push(`label ${name}`);
        if (value.right > bar.left + 1 || value.left < frame.left - 1) problems.push(`value ${name}`);
      }
    }
    return problems;
  });
}
