import type { Page } from '@playwright/test';
import { expect, expectAccessibleOn, readerTest, test } from './fixtures.ts';
import { DEMO_LOGIN } from './support/areas.ts';
import {
  avatarUploads,
  DEMO_CARD,
  logInAsNewStudent,
  PROFILE_MENU,
  pngOfSize,
  profileMenu,
  profilePage,
} from './support/profile.ts';
import { logInWithCode } from './support/session.ts';

const MOBILE = { width: 390, height: 844 };

/** The header's account menu button, named by the student. */
const headerAccount = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('button', { name });

/** A slow uplink (about 3 s for 1.5 MB), so an upload is seen midway. */
async function slowUplink(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 500 * 1024,
  });
}

test('a guest is sent to login and comes back to the report card', async ({ page }) => {
  await page.goto('/profile/report-card');
  await expect(page).toHaveURL('/user/login?backUrl=%2Fprofile%2Freport-card');
  await logInWithCode(page, DEMO_LOGIN);
  await expect(page).toHaveURL('/profile/report-card');
  await expect(profilePage(page, 'ReportCard').getByRole('heading', { level: 1, name: 'کارنامه' })).toBeVisible();
});

readerTest.describe('the demo student', () => {
  readerTest.use({ persona: 'demo' });

  readerTest(
    'the report card shows scores per course and per quiz as charts and as tables',
    async ({ page, expectAccessible }) => {
      await page.goto('/profile/report-card');
      const card = profilePage(page, 'ReportCard');
      const courseChart = card.getByRole('img', { name: /^نمودار نمرهٔ دوره‌ها/ });
      await expect(courseChart).toBeVisible();
      await expect(courseChart.locator('g[data-percent]')).toHaveCount(DEMO_CARD.courses.length);
      // ریاضی هشتم: one quiz, 20 of 20.
      await expect(courseChart.locator('g[data-percent="100"]')).toHaveCount(1);
      await expect(card.getByRole('img', { name: /^نمودار آزمون‌های/ })).toHaveCount(DEMO_CARD.courses.length);

      const courses = card.getByRole('table', { name: 'جدول نمرهٔ دوره‌ها' });
      await expect(courses.getByRole('row')).toHaveCount(DEMO_CARD.courses.length + 1);
      for (const title of DEMO_CARD.courses)
        await expect(courses.getByRole('rowheader', { name: title })).toBeVisible();
      await expect(courses.getByRole('row', { name: /ریاضی هشتم/ })).toContainText('۲۰ از ۲۰');
      await expect(courses.getByRole('row', { name: /ریاضی هشتم/ })).toContainText('عالی');
      const quizzes = card.getByRole('table', { name: 'جدول نمرهٔ آزمون‌ها' });
      await expect(quizzes.getByRole('row')).toHaveCount(DEMO_CARD.quizCount + 1);
      await expect(quizzes.getByRole('row', { name: /آزمون فصل اول؛/ }).first()).toContainText('۱۸٫۵ از ۲۰');
      await expectAccessible('the report card');
    },
  );

  readerTest('the shared report card opens in a fresh browser with no session', async ({ page, browser, baseURL }) => {
    await page.goto('/profile/report-card');
    const link = await page.getByRole('textbox', { name: 'پیوند اشتراک کارنامه' }).inputValue();
    expect(link).toMatch(/\/profile\/report-card\/[0-9a-f-]{36}$/);

    const stranger = await browser.newContext({ baseURL, locale: 'fa-IR' });
    const visitor = await stranger.newPage();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor).toHaveURL(new URL(link).pathname);
    const shared = profilePage(visitor, 'SharedReportCard');
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(`کارنامهٔ ${DEMO_CARD.student}`);
    await expect(shared.getByRole('img', { name: /^نمودار نمرهٔ دوره‌ها/ })).toBeVisible();
    await expect(shared.getByRole('table', { name: 'جدول نمرهٔ دوره‌ها' })).toBeVisible();
    // No share link and no student menu for a visitor.
    await expect(shared.getByRole('textbox', { name: 'پیوند اشتراک کارنامه' })).toHaveCount(0);
    await expect(profileMenu(visitor)).toHaveCount(0);
    await expectAccessibleOn(visitor, 'the shared report card');
    await visitor.close();
  });
});

test('a new name shows in the header at once, without a reload', async ({ page, baseURL, expectAccessible }) => {
  await logInAsNewStudent(page, baseURL!);
  await page.goto('/profile/edit-profile');
  const form = profilePage(page, 'EditProfile');
  await expect(headerAccount(page, /کاربر دانش‌سرا/)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await form.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
  await form.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کاظمی');
  await form.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'نمایهٔ شما به‌روز شد.' })).toBeVisible();
  await expect(headerAccount(page, /مریم کاظمی/)).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expectAccessible('the edit form after saving');
});

test('a 422 from the server shows under its field and keeps what was typed', async ({ page, baseURL }) => {
  await logInAsNewStudent(page, baseURL!);
  await page.goto('/profile/edit-profile');
  const form = profilePage(page, 'EditProfile');
  const firstName = form.getByRole('textbox', { name: 'نام', exact: true });
  const mobile = form.getByRole('textbox', { name: 'شمارهٔ موبایل' });
  await firstName.fill('رضا');
  await form.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کاظمی');
  // The demo student's number: only the server knows it is taken.
  await mobile.fill(DEMO_LOGIN);
  const answer = page.waitForResponse('**/api/front/profile/edit');
  await form.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
  expect((await answer).status()).toBe(422);

  await expect(mobile).toHaveAccessibleDescription(/این شمارهٔ موبایل برای حساب دیگری ثبت شده است/);
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveValue(DEMO_LOGIN);
  await expect(firstName).toHaveValue('رضا');
  await expect(headerAccount(page, /کاربر دانش‌سرا/)).toBeVisible();
});

test('an avatar uploads with a progress bar, then shows in the header', async ({ page, baseURL }) => {
  await logInAsNewStudent(page, baseURL!);
  await page.goto('/profile/edit-profile');
  const form = profilePage(page, 'EditProfile');
  await expect(form.getByRole('heading', { name: 'تصویر نمایه' })).toBeVisible();

  await slowUplink(page);
  await form.getByLabel('انتخاب تصویر نمایه').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngOfSize(1_500_000),
  });
  const progress = form.getByRole('progressbar', { name: 'پیشرفت بارگذاری تصویر' });
  await expect(progress).toBeVisible();
  await expect(form.getByRole('button', { name: 'لغو بارگذاری' })).toBeVisible();
  // Part of the file is sent, not all of it yet.
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9][0-9]?$/);

  await expect(page.getByRole('status').filter({ hasText: 'تصویر نمایهٔ شما به‌روز شد.' })).toBeVisible();
  await expect(progress).toHaveCount(0);
  // The header's account button now shows the uploaded picture instead of the name's first letter.
  await expect(headerAccount(page, /کاربر دانش‌سرا/).locator('img')).toHaveAttribute(
    'src',
    /\/api\/dev-media\/uploads\//,
  );
});

test('an upload can be cancelled midway and the old picture stays', async ({ page, baseURL }) => {
  await logInAsNewStudent(page, baseURL!);
  await page.goto('/profile/edit-profile');
  const form = profilePage(page, 'EditProfile');
  await expect(form.getByRole('heading', { name: 'تصویر نمایه' })).toBeVisible();
  const headerPicture = headerAccount(page, /کاربر دانش‌سرا/).locator('img');
  const before = await headerPicture.getAttribute('src');
  await slowUplink(page);
  await form.getByLabel('انتخاب تصویر نمایه').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngOfSize(1_500_000),
  });
  await expect(form.getByRole('progressbar', { name: 'پیشرفت بارگذاری تصویر' })).toHaveAttribute(
    'aria-valuenow',
    /^[1-9][0-9]?$/,
  );
  await form.getByRole('button', { name: 'لغو بارگذاری' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'بارگذاری لغو شد' })).toBeVisible();
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  expect(before).not.toMatch(/\/uploads\//);
  await expect(headerPicture).toHaveAttribute('src', before!);
});

test('a file over 2 MB or of another type is refused before any upload', async ({ page, baseURL }) => {
  await logInAsNewStudent(page, baseURL!);
  const uploads = avatarUploads(page);
  await page.goto('/profile/edit-profile');
  const form = profilePage(page, 'EditProfile');
  const chooser = form.getByLabel('انتخاب تصویر نمایه');

  await chooser.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: pngOfSize(3 * 1024 * 1024) });
  await expect(form.getByRole('alert')).toHaveText(/حجم تصویر نباید بیشتر از ۲ مگابایت باشد/);
  await chooser.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form.getByRole('alert')).toHaveText('فقط تصویر با قالب PNG، JPEG یا WebP پذیرفته می‌شود.');
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('opening the notifications reads them and the bell recounts', async ({ page, baseURL, expectAccessible }) => {
  await logInAsNewStudent(page, baseURL!);
  await page.goto('/profile');
  const bell = page.getByRole('banner').getByRole('button', { name: /^اعلان‌ها/ });
  await expect(bell).toHaveAccessibleName('اعلان‌ها، ۱ خوانده‌نشده');

  await profileMenu(page).getByRole('link', { name: 'اعلان‌ها' }).click();
  await expect(page).toHaveURL('/profile/provider-notifs');
  const list = profilePage(page, 'Notifications').getByRole('list', { name: 'اعلان‌ها' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('تازه');
  await expect(bell).toHaveAccessibleName('اعلان‌ها');
  await expectAccessible('the notifications');
});

test.describe('at 390 px in the dark theme', () => {
  // The demo student, whose pages are full (charts, tables, lists); opening the notifications reads the
  // demo's messages, so this is not a shared reader tab (chrome.spec.ts's bell test reads the count first).
  test.use({ viewport: MOBILE, persona: 'demo', colorScheme: 'dark' });

  test('every profile page is reachable from the folded profile menu and passes axe', async ({
    page,
    expectAccessible,
  }) => {
    // Every profile page, each with an axe run on full pages in the dark theme: on a busy two-core machine
    // that alone can take most of a minute, so the test has three times the usual bound (a stuck page
    // still fails it), as the shell's pages test does.
    test.slow();
    await page.goto('/profile');
    for (const entry of [...PROFILE_MENU.slice(1), PROFILE_MENU[0]]) {
      const toggle = page.getByRole('button', { name: /^منوی نمایه/ });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await profileMenu(page).getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page).toHaveURL(entry.path);
      await expect(page.locator('section[data-area="profile"]').getByRole('heading', { level: 1 })).toHaveText(
        entry.heading,
      );
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toContainText(entry.label);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(entry.path);
      await toggle.click();
      await expect(profileMenu(page).getByRole('link', { name: entry.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await toggle.click();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
