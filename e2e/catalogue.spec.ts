import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Theme = 'light' | 'dark';

const LATIN_DIGIT = /[0-9]/;

/** Opens the catalogue with a saved theme choice, as a returning visitor would have. */
async function openCatalogue(page: Page, theme: Theme) {
  await page.addInitScript((mode) => localStorage.setItem('platform:theme', mode), theme);
  await page.goto('/_catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'کاتالوگ اجزای طراحی' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

// One width (each area's phone layout is proved in layout.spec.ts); each theme once.
const viewport = { width: 1280, height: 800 };

test.describe('the catalogue', () => {
  test.use({ viewport });

  test('reads right to left at 1280 and 390 px, shows Persian digits and has no serious accessibility violation (light)', async ({
    page,
    expectAccessible,
  }) => {
    await openCatalogue(page, 'light');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // The heading starts at the right edge of the page, where Persian text begins.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading).not.toBeNull();
    expect(heading!.x + heading!.width).toBeGreaterThan(viewport.width * 0.6);

    const formatting = page.getByRole('region', { name: 'قالب‌بندی فارسی' });
    await expect(formatting.getByRole('group', { name: 'عددها' })).toContainText('۱٬۲۳۴٬۵۶۷');
    await expect(formatting.getByRole('group', { name: 'تاریخ‌ها (تقویم خورشیدی)' })).toContainText('۱ فروردین ۱۴۰۴');
    await expect(formatting.getByRole('group', { name: 'مدت‌ها' })).toContainText('۱:۰۲:۰۵');
    for (const name of ['عددها', 'تاریخ‌ها (تقویم خورشیدی)', 'مدت‌ها']) {
      expect(await formatting.getByRole('group', { name }).locator('dd').allInnerTexts()).not.toContainEqual(
        expect.stringMatching(LATIN_DIGIT),
      );
    }
    await expect(page.getByRole('navigation', { name: 'صفحه‌بندی' })).toContainText('۲۴');
    await expectAccessible('the catalogue');

    // On a phone too: the heading still starts at the right edge and nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneHeading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(phoneHeading!.x + phoneHeading!.width).toBeGreaterThan(390 * 0.6);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('has no serious accessibility violation with a dialog or the menu open (dark, 390 px)', async ({
    page,
    expectAccessible,
  }) => {
    // On a phone, so each width and each theme is seen once.
    await page.setViewportSize({ width: 390, height: 844 });
    await openCatalogue(page, 'dark');

    await page.getByRole('button', { name: 'باز کردن گفت‌وگو', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'حذف از علاقه‌مندی‌ها' });
    await expect(dialog).toBeVisible();
    await expectAccessible('the catalogue with a dialog open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'باز کردن گفت‌وگوی تمام‌صفحه' }).click();
    const search = page.getByRole('dialog', { name: 'جست‌وجو در سایت' });
    await expect(search).toBeVisible();
    await expectAccessible('the catalogue with the full-screen dialog open');
    await search.getByRole('button', { name: 'بستن' }).click();
    await expect(search).toBeHidden();

    await page.getByRole('button', { name: 'حساب کاربری' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'پیشخوان' })).toBeFocused();
    await expectAccessible('the catalogue with the menu open');
  });
});

test.describe('the catalogue page', () => {
  test.use({ colorScheme: 'light' });

  test('switches between light and dark and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/_catalogue');
    const toggle = page.getByRole('button', { name: 'پوستهٔ تیره' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'پوستهٔ تیره' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('shows the success and error snackbars', async ({ page }) => {
    await openCatalogue(page, 'light');
    await page.getByRole('button', { name: 'نمایش پیام موفقیت' }).click();
    await expect(page.getByText('تغییرات با موفقیت ذخیره شد.')).toBeVisible();
    await page.getByRole('button', { name: 'نمایش پیام خطا' }).click();
    await expect(page.getByText('هنگام ارتباط با سرور خطایی رخ داد.')).toBeVisible();
  });
});
