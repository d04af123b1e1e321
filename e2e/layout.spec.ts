import type { Page } from '@playwright/test';
import { expect, readerTest as test } from './fixtures.ts';
import { AREA_ROUTES } from './support/areas.ts';

/**
 * The phone layout, once per area: the flows elsewhere run at the desktop
 * width, so this is where each area's main page is seen at 390 px, with the
 * phone header, its drawer and the bottom bar, in the dark theme.
 */
const PHONE = { width: 390, height: 844 };

const MAIN_PAGES = [
  { area: 'shell', path: '/', heading: 'آموزش آنلاین برای دانش‌آموزان' },
  ...AREA_ROUTES.map(({ area, path, heading }) => ({ area, path, heading })),
];

/** The bottom-bar item that marks each area's pages as the current section (shell/src/chrome/bottom-bar-section.ts). */
const BAR_SECTION: Record<string, string> = {
  shell: 'خانه',
  learn: 'دوره‌ها',
  quiz: 'سؤال‌ها',
  dehkhoda: 'جست‌وجو',
  blog: 'مقاله‌ها',
  profile: 'خانه',
};

/** How far the page is wider than the screen, in CSS pixels (0 when nothing sticks out sideways). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('on a 390 px phone in the dark theme', () => {
  test.use({ viewport: PHONE, colorScheme: 'dark' });

  test.describe('signed in', () => {
    test.use({ persona: 'demo' });

    for (const { area, path, heading } of MAIN_PAGES) {
      test(`${path} (${area}): phone header, drawer and bottom bar marking its section, nothing wider than the screen`, async ({
        page,
        expectAccessible,
      }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

        await expect(page.getByRole('banner').getByRole('searchbox', { name: 'جست‌وجو در سایت' })).toBeVisible();
        const bar = page.getByRole('navigation', { name: 'نوار پایین' });
        await expect(bar.getByRole('listitem')).toHaveCount(5);
        await expect(bar.locator('[aria-current]')).toHaveText([BAR_SECTION[area]!]);
        expect(await horizontalOverflow(page), `${path} is wider than the screen`).toBeLessThanOrEqual(0);
        await expectAccessible(`${path} on a phone`);

        const menuButton = page.getByRole('button', { name: 'منو', exact: true });
        await menuButton.click();
        const drawer = page.getByRole('dialog', { name: 'منو' });
        await expect(drawer.getByRole('navigation', { name: 'منوی اصلی' })).toBeVisible();
        await expect(drawer).toContainText('سارا محمدی');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(menuButton).toBeFocused();
      });
    }

    test('the search dialog covers the whole phone screen', async ({ page, expectAccessible }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'نوار پایین' }).getByRole('button', { name: 'جست‌وجو' }).click();
      const dialog = page.getByRole('dialog', { name: 'جست‌وجو' });
      await expect(dialog.getByRole('region').first()).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.width).toBeCloseTo(PHONE.width, 1);
      expect(box?.height).toBeCloseTo(PHONE.height, 1);
      await expectAccessible('the search dialog on a phone');
    });
  });

  test('the login page fits the screen, with the code boxes in reach', async ({ page, expectAccessible }) => {
    await page.goto('/user/login');
    await expect(page.getByRole('heading', { level: 1, name: 'ورود و ثبت‌نام' })).toBeVisible();
    await page.getByRole('textbox', { name: /شمارهٔ موبایل یا ایمیل/ }).fill('09120000000');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await expect(page.getByRole('textbox', { name: 'رقم ۶ از ۶' })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible('the login page on a phone');
  });
});
