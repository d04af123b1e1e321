import type { Page } from '@playwright/test';
import { expect, readerTest, test } from './fixtures.ts';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface GlobalData {
  vendor_categories: { name: string; slug: string }[];
  footer: { menu_1: { label: string }; menu_2: { label: string } };
  contact: { contact_phones: string[]; contact_mail: string };
}

interface Notifications {
  data: { messages: { body: string; is_read: boolean; sender: { name: string } }[] };
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const persianDigits = (text: string) => text.replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)]!);

async function globalData(page: Page): Promise<GlobalData> {
  return (await (await page.request.get('/api/front/utils/global')).json()) as GlobalData;
}

/** Makes the page long enough to scroll, whatever the page's own content. */
async function makeScrollable(page: Page) {
  await page.locator('main').evaluate((main) => {
    const filler = document.createElement('div');
    filler.style.blockSize = '4000px';
    main.append(filler);
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/** Whether the header's box is on screen at all. */
async function headerOnScreen(page: Page): Promise<boolean> {
  const box = await page.getByRole('banner').boundingBox();
  return box !== null && box.y + box.height > 1;
}

const categoryLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'دسته‌بندی‌ها' }).getByRole('link');

// At the desktop width; e2e/layout.spec.ts proves each area's phone layout.
test.describe('the header and footer', () => {
  test.use({ viewport: DESKTOP });

  readerTest('are built from global data', async ({ page }) => {
    const data = await globalData(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /صفحهٔ اصلی/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'جست‌وجو در سایت' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const menu of [data.footer.menu_1, data.footer.menu_2]) {
      await expect(footer.getByRole('navigation', { name: menu.label })).toBeVisible();
    }
    for (const phone of data.contact.contact_phones) {
      await expect(footer.getByRole('link', { name: persianDigits(phone) })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: data.contact.contact_mail })).toBeVisible();
    const social = footer.getByRole('list', { name: 'شبکه‌های اجتماعی' }).getByRole('link');
    await expect(social).toHaveCount(6);
    await expect(social.first()).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('img', { name: 'نماد اعتماد الکترونیکی' })).toBeVisible();
    await expect(footer).toContainText(/© [۰-۹]{4} دانش‌سرا/);
  });

  // Only subjects that have a course are listed (13 in the seed); the show more/less toggle past 15 is proved in
  // shell/src/chrome/Footer.test.tsx.
  readerTest('the footer lists every subject that has a course, all at once while they fit', async ({ page }) => {
    const data = await globalData(page);
    expect(data.vendor_categories.length).toBeLessThanOrEqual(15);
    await page.goto('/');
    await expect(categoryLinks(page)).toHaveCount(data.vendor_categories.length);
    await expect(page.getByRole('button', { name: 'نمایش بیشتر' })).toHaveCount(0);
  });

  test('the theme switcher changes the theme and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const initial = await html.getAttribute('data-theme');
    const [first, second] = initial === 'dark' ? ['حالت روشن', 'حالت تیره'] : ['حالت تیره', 'حالت روشن'];
    await page.getByRole('button', { name: first }).click();
    await expect(html).toHaveAttribute('data-theme', initial === 'dark' ? 'light' : 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', initial === 'dark' ? 'light' : 'dark');
    await page.getByRole('button', { name: second }).click();
    await expect(html).toHaveAttribute('data-theme', initial ?? 'light');
  });

  test.describe('signed in', () => {
    test.use({ persona: 'demo' });

    test('the bell lists the notifications after login, and opening it reads none', async ({ page, context }) => {
      const token = (await context.cookies()).find((cookie) => cookie.name === 'accessToken')?.value;
      const answer = await page.request.get('/api/auth/notifications', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { messages } = ((await answer.json()) as Notifications).data;
      const unread = messages.filter((message) => !message.is_read).length;

      await page.goto('/');
      const bell = page.getByRole('banner').getByRole('button', { name: /^اعلان‌ها/ });
      await expect(bell).toHaveAccessibleName(
        unread > 0 ? `اعلان‌ها، ${persianDigits(String(unread))} خوانده‌نشده` : 'اعلان‌ها',
      );
      await bell.click();
      const panel = page.getByRole('region', { name: 'اعلان‌ها' });
      await expect(panel.getByRole('listitem')).toHaveCount(messages.length);
      await expect(panel.getByRole('listitem').first()).toContainText(messages[0]!.sender.name);
      await expect(panel.getByRole('listitem').first()).toContainText(messages[0]!.body);
      await expect(panel.getByRole('link', { name: 'همهٔ اعلان‌ها' })).toHaveAttribute(
        'href',
        '/profile/provider-notifs',
      );
      // A glance at the panel is not reading: the messages are read on the notifications page or when followed.
      await expect(bell).toHaveAccessibleName(
        unread > 0 ? `اعلان‌ها، ${persianDigits(String(unread))} خوانده‌نشده` : 'اعلان‌ها',
      );

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(bell).toBeFocused();
      await expect(page.getByRole('banner').getByRole('button', { name: /سارا محمدی/ })).toBeVisible();
    });
  });
});

readerTest.describe('the desktop header', () => {
  readerTest.use({ viewport: DESKTOP });

  readerTest('keeps the main menu and the login button that returns to the page', async ({ page }) => {
    await page.goto('/contactus');
    const menu = page.getByRole('navigation', { name: 'منوی اصلی' });
    for (const name of ['یادگیری', 'سؤال‌ها', 'مقاله‌ها', 'درباره ما', 'تماس با ما']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText('تماس با ما');
    await page.getByRole('link', { name: 'ورود / ثبت‌نام' }).click();
    await expect(page).toHaveURL('/user/login?backUrl=%2Fcontactus');
  });

  readerTest('hides on scrolling down past 200 px and returns on scrolling up', async ({ page }) => {
    await page.goto('/');
    await makeScrollable(page);
    await scrollTo(page, 150);
    await page.waitForTimeout(300);
    expect(await headerOnScreen(page)).toBe(true);
    await scrollTo(page, 700);
    await expect.poll(() => headerOnScreen(page)).toBe(false);
    await scrollTo(page, 600);
    await expect.poll(() => headerOnScreen(page)).toBe(true);

    // Keyboard users see where focus is: focus inside brings it back.
    await scrollTo(page, 1200);
    await expect.poll(() => headerOnScreen(page)).toBe(false);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /صفحهٔ اصلی/ })
      .focus();
    await expect.poll(() => headerOnScreen(page)).toBe(true);
  });

  readerTest('the grades menu opens on hover after its delay, and by keyboard', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'پایه‌های تحصیلی' });
    const firstGrade = page.getByRole('menuitem', { name: 'پیش‌دبستانی' });
    // The delay is measured in the page (pointer in → menu open), so a busy machine
    // can only make it longer, never fail it.
    await expect(button).toBeVisible();
    const openedAfter = page.evaluate(
      (label) =>
        new Promise<number>((resolve) => {
          const isMenuButton = (node: EventTarget | Node | null) =>
            node instanceof Element && !!node.closest('button')?.textContent?.includes(label);
          let enteredAt = 0;
          document.addEventListener('pointerover', (event) => {
            if (!enteredAt && isMenuButton(event.target)) enteredAt = performance.now();
          });
          new MutationObserver((records, observer) => {
            const opened = records.some(
              (record) =>
                isMenuButton(record.target) && (record.target as Element).getAttribute('aria-expanded') === 'true',
            );
            if (!opened) return;
            observer.disconnect();
            resolve(performance.now() - enteredAt);
          }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] });
        }),
      'پایه‌های تحصیلی',
    );
    await button.hover();
    expect(await openedAfter).toBeGreaterThanOrEqual(250);
    await expect(firstGrade).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(firstGrade).toBeHidden();

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(firstGrade).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'اول دبستان' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstGrade).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/learn/grade/pre-primary');
  });
});

readerTest.describe('the mobile header', () => {
  readerTest.use({ viewport: MOBILE });

  readerTest('the drawer opens and closes by keyboard and lists the links', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'منو', exact: true });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'منو' });
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'منوی اصلی' });
    for (const name of ['خانه', 'سؤال‌ها', 'درباره ما', 'تماس با ما', 'پیشخوان']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'ورود', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'ثبت‌نام', exact: true })).toBeVisible();

    const categories = nav.getByRole('button', { name: 'دسته‌بندی‌ها' });
    await categories.focus();
    await page.keyboard.press('Enter');
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'هفتم' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  readerTest.describe('signed in', () => {
    readerTest.use({ persona: 'demo' });

    readerTest('the drawer shows the student and an edit-profile link', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'منو', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'منو' });
      await expect(drawer).toContainText('سارا محمدی');
      await drawer.getByRole('link', { name: 'ویرایش نمایه' }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL('/profile/edit-profile');
    });
  });

  readerTest('the search bar hides after 50 px of scroll', async ({ page }) => {
    await page.goto('/');
    await makeScrollable(page);
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'جست‌وجو در سایت' });
    await expect(search).toBeVisible();
    await scrollTo(page, 120);
    await expect(search).toBeHidden();
    await scrollTo(page, 0);
    await expect(search).toBeVisible();
  });

  readerTest('the bottom bar has home, articles, search, questions and courses', async ({ page }) => {
    await page.goto('/question');
    const bar = page.getByRole('navigation', { name: 'نوار پایین' });
    await expect(bar.getByRole('listitem')).toHaveText(['خانه', 'مقاله‌ها', 'جست‌وجو', 'سؤال‌ها', 'دوره‌ها']);
    await expect(bar.getByRole('link', { name: 'سؤال‌ها' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'مقاله‌ها' }).click();
    await expect(page).toHaveURL('/articles');
  });
});
