import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_OTP_CODE } from './support/areas.ts';
import { COURSE, logInAsNewStudent } from './support/learn.ts';
import { logInWithCode, OTP_LOGIN_MESSAGE, requestCode } from './support/session.ts';

const COMMENT = 'توضیح کسرها در فصل دوم خیلی روشن بود؛ ممنون از استاد.';

// Nothing typed is lost, and a one-time code forgives a wrong try. The value lists (forms, boxes, stored
// drafts) are in unit tests; these two prove the wiring once in a real browser.
test.describe('typed work and one-time codes', () => {
  test('a comment typed after the session ended elsewhere is there again after the new login', async ({
    page,
    baseURL,
    expectAccessible,
  }) => {
    const login = await logInAsNewStudent(page, baseURL!);
    await page.goto(`/course/${COURSE.slug}`);
    const field = page.getByRole('textbox', { name: 'نظر شما دربارهٔ این دوره' });
    await field.fill(COMMENT);
    // The page has asked for all it needs (mastery, favourites, the bell): the next call is the send.
    await page.waitForLoadState('networkidle');

    // The session ends on the server, as a logout on another device ends it (with the token as bearer, not
    // this browser's cookies, which stay); this tab does not know yet.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')?.value;
    const ended = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(ended.ok()).toBe(true);
    await page.getByRole('button', { name: 'ثبت نظر' }).click();

    await expect(page).toHaveURL(`/user/login?backUrl=${encodeURIComponent(`/course/${COURSE.slug}`)}`);
    await expect(page.getByRole('status').filter({ hasText: 'نشست شما به پایان رسیده است' })).toContainText(
      'آنچه نوشته بودید نگه داشته شده است',
    );
    await expectAccessible('the login page after an ended session');

    await logInWithCode(page, login);
    await expect(page).toHaveURL(`/course/${COURSE.slug}`);
    await expect(field).toHaveValue(COMMENT);
    await expect(page.getByRole('status').filter({ hasText: 'سر جایش برگشت' })).toBeVisible();
  });

  test('a code retyped over a wrong one logs in with one more verification, not one per digit', async ({ page }) => {
    const verifications: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/otp-confirm')) verifications.push(request);
    });
    await page.goto('/user/login');
    await requestCode(page, `0936${String(Date.now() % 10_000_000).padStart(7, '0')}`);

    await page.keyboard.type('000000');
    await expect(page.getByText('کد تأیید نادرست است.')).toBeVisible();
    expect(verifications).toHaveLength(1);

    // The natural gesture: tap the first box and type the right code over the wrong one.
    await page.getByRole('textbox', { name: 'رقم ۱ از ۶' }).click();
    await page.keyboard.type(E2E_OTP_CODE);

    await expect(page.getByRole('status').filter({ hasText: OTP_LOGIN_MESSAGE })).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(verifications).toHaveLength(2);
  });

  test('a search typed while the page scripts still download is kept, and searched once the page wakes', async ({
    page,
  }) => {
    // A slow phone: the server's page is on screen and typable long before its scripts have run.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    // Its deferred, hashed scripts and the areas' entries; the small theme script in the head blocks parsing.
    await page.route(/\.[0-9a-f]{10}\.js$|remoteEntry\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const opened = page.goto('/');
    const searchBar = page.getByRole('banner').getByRole('searchbox', { name: 'جست‌وجو در سایت' });
    await searchBar.fill('کسرها');
    releaseScripts();
    await opened;

    await expect(searchBar).toHaveValue('کسرها');
    await searchBar.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'جست‌وجو' });
    await expect(dialog.getByRole('searchbox', { name: 'دوره، درس، مقاله یا مبحث' })).toHaveValue('کسرها');
  });
});
