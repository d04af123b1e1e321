import type { Page } from '@playwright/test';
import { expect, readerTest as test } from './fixtures.ts';

const VIEWPORT = { width: 1280, height: 800 };

/** Searches from the header's search bar, as a student would. */
async function searchFromHeader(page: Page, query: string) {
  const bar = page.getByRole('banner').getByRole('searchbox', { name: 'جست‌وجو در سایت' });
  await bar.fill(query);
  await bar.press('Enter');
  return page.getByRole('dialog', { name: 'جست‌وجو' });
}

// At the desktop width; e2e/layout.spec.ts opens it full screen on a phone.
test.describe('the search dialog', () => {
  test.use({ viewport: VIEWPORT });

  test('opens full screen with results grouped as topic chips, then contents and courses', async ({ page }) => {
    await page.goto('/');
    const dialog = await searchFromHeader(page, 'فیزیک');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox', { name: 'دوره، درس، مقاله یا مبحث' })).toHaveValue('فیزیک');
    // Full screen: the dialog covers the viewport.
    const box = await dialog.boundingBox();
    // Layout sizes may carry a sub-pixel remainder (800.00001).
    expect(box?.width).toBeCloseTo(VIEWPORT.width, 1);
    expect(box?.height).toBeCloseTo(VIEWPORT.height, 1);

    const courses = dialog.getByRole('region', { name: 'دوره‌ها' });
    await expect(courses.getByRole('link').first()).toHaveAttribute('href', /^\/course\/[^/]+$/);
    await expect(dialog.getByRole('region', { name: 'درس‌ها' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/course\/content\/[^/]+\/[^/]+$/,
    );
    await expect(dialog.getByRole('link', { name: /فیزیک/ }).first()).toBeVisible();
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'مبحث‌های بانک سؤال',
      'درس‌ها',
      'دوره‌ها',
    ]);
    await expect(dialog.getByRole('region', { name: 'مبحث‌های بانک سؤال' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/question\/topic\/[^/]+$/,
    );
    await expect(dialog.getByRole('status')).toHaveText(/نتیجه پیدا شد$/);

    // Following a result leaves the dialog for the course page.
    const firstCourse = courses.getByRole('link').first();
    const href = await firstCourse.getAttribute('href');
    await firstCourse.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('dialog', { name: 'جست‌وجو' })).toBeHidden();
  });

  test('says nothing was found, after the typing settles', async ({ page }) => {
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/front/search') searched.push(url.searchParams.get('search') ?? '');
    });
    await page.goto('/');
    const dialog = await searchFromHeader(page, '');
    // An empty query searches with the default letter, so the dialog opens with something to see.
    await expect(dialog.getByRole('region').first()).toBeVisible();
    await dialog.getByRole('searchbox').pressSequentially('qqzzxx', { delay: 40 });
    await expect(dialog.getByRole('heading', { name: 'نتیجه‌ای پیدا نشد' })).toBeVisible();
    expect(searched).toEqual(['ا', 'qqzzxx']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
