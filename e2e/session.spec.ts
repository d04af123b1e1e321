import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { areaOfUrl, DEMO_LOGIN, logIn } from './support/areas.ts';
import { collectErrors } from './support/console-errors.ts';
import {
  accessTokenCookie,
  logInWithCode,
  loginField,
  requestCode,
  solveCaptcha,
  typeCode,
} from './support/session.ts';

const PASSWORD_FAILED = 'ورود ناموفق بود؛ نام کاربری یا رمز عبور اشتباه است.';

/** The captcha picture, named by its question. */
const captchaPicture = (page: Page) => page.locator('img[src^="data:image/"]');

async function fillPasswordForm(page: Page, login: string, password: string) {
  await loginField(page).fill(login);
  await page.getByLabel(/^رمز عبور/).fill(password);
  const question = await captchaPicture(page).getAttribute('alt');
  await page.getByRole('textbox', { name: /پاسخ کد امنیتی/ }).fill(solveCaptcha(question ?? ''));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

// The flows run at the desktop width; e2e/layout.spec.ts proves the phone layout of the login page.
test.describe('the login session', () => {
  test('a guest on a guarded page goes to login, logs in with a code and comes back', async ({
    page,
    context,
    expectAccessible,
  }) => {
    const errors = collectErrors(page);
    const areasRequested = new Set<string>();
    page.on('request', (request) => {
      const area = areaOfUrl(request.url());
      if (area) areasRequested.add(area);
    });
    await page.goto('/profile');

    await expect(page).toHaveURL('/user/login?backUrl=%2Fprofile');
    await expect(page.getByRole('heading', { level: 1, name: 'ورود و ثبت‌نام' })).toBeVisible();
    // The guarded page never rendered: its area was not even fetched.
    expect([...areasRequested]).toEqual([]);
    await expectAccessible('the login page');

    // A Persian phone keyboard types Persian digits.
    await logInWithCode(page, '۰۹۱۲۰۰۰۰۰۰۰');

    await expect(page).toHaveURL('/profile');
    await expect(page.locator('section[data-area="profile"]').getByRole('heading', { level: 1 })).toBeVisible();
    // The server keeps the token where no script reaches it; the page knows the session by signed_in alone.
    expect(await accessTokenCookie(context)).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });
    const scriptCookies = await page.evaluate(() => document.cookie);
    expect(scriptCookies).not.toContain('accessToken');
    expect(scriptCookies).toContain('signed_in=1');

    // A link from another site to the logout address (a GET without the site's header) ends nothing.
    await page.request.get('/api/auth/logout');
    await page.reload();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('banner').getByRole('button', { name: /سارا محمدی/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the server message, keeps what was typed and asks a new question', async ({
    page,
    context,
  }) => {
    const captchaRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/front/utils/captcha')) captchaRequests.push(request);
    });
    await page.goto('/user/login');
    // The password tab is offered once the typed login is known to have a password.
    await loginField(page).fill(DEMO_LOGIN);
    await page.getByRole('tab', { name: 'ورود با رمز عبور' }).click();
    await expect(captchaPicture(page)).toBeVisible();
    const firstPicture = await captchaPicture(page).getAttribute('src');

    await fillPasswordForm(page, DEMO_LOGIN, 'not-my-password');

    await expect(page.getByRole('alert').filter({ hasText: PASSWORD_FAILED })).toBeVisible();
    await expect(loginField(page)).toHaveValue(DEMO_LOGIN);
    await expect(page.getByLabel(/^رمز عبور/)).toHaveValue('not-my-password');
    await expect(captchaPicture(page)).not.toHaveAttribute('src', firstPicture ?? '');
    expect(captchaRequests).toHaveLength(2);
    await expect(page).toHaveURL('/user/login');
    expect(await accessTokenCookie(context)).toBeUndefined();

    // The right password, with the new question answered, logs in.
    await page.getByLabel(/^رمز عبور/).fill('daneshsara1404');
    const question = await captchaPicture(page).getAttribute('alt');
    await page.getByRole('textbox', { name: /پاسخ کد امنیتی/ }).fill(solveCaptcha(question ?? ''));
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'خوش آمدید' })).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await accessTokenCookie(context)).toBeDefined();
  });

  test('logging out from the user menu ends the session', async ({ page, context, baseURL }) => {
    const errors = collectErrors(page);
    await logIn(page, baseURL!);
    const token = (await accessTokenCookie(context))?.value;
    await page.goto('/profile');
    await expect(page.locator('section[data-area="profile"]')).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /سارا محمدی/ })
      .click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();

    // The guarded page is left for login and the page reloads there.
    await expect(page).toHaveURL('/user/login?backUrl=%2Fprofile');
    await expect(loginField(page)).toBeVisible();
    expect(await accessTokenCookie(context)).toBeUndefined();
    const ended = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(ended.status()).toBe(401);

    await page.goto('/profile/report-card');
    await expect(page).toHaveURL('/user/login?backUrl=%2Fprofile%2Freport-card');
    expect(errors).toEqual([]);
  });

  test('a 401 in the middle of a session sends the user to login with the page as backUrl', async ({
    page,
    context,
    baseURL,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/user/login?backUrl=%2Farticles');
    await requestCode(page, DEMO_LOGIN);
    // From here on, the first API call the articles page makes answers 401, as when the server ends a session.
    // Only once the login has moved on to the page: a call of the login page's own would race with its move.
    let expiredAt: string | undefined;
    await page.route('**/api/**', async (route) => {
      const call = route.request();
      const isApiCall = ['fetch', 'xhr'].includes(call.resourceType());
      const onArticles = new URL(page.url()).pathname === '/articles';
      if (expiredAt || !isApiCall || !onArticles) return route.fallback();
      expiredAt = call.url();
      // The session is over on the server too, as it would be: its HttpOnly cookie goes (the page cannot reach
      // it). Kept, it let the login page find the student still signed in and send her back to the articles.
      await context.clearCookies({ name: 'accessToken' });
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' });
    });
    await typeCode(page);

    await expect.poll(() => expiredAt).toBeDefined();
    await expect(page).toHaveURL('/user/login?backUrl=%2Farticles');
    await expect(loginField(page)).toBeVisible();
    // The student had reached the page before the 401 sent them back to login.
    expect(visited).toContain(`${baseURL}/articles`);
    expect(visited.at(-1)).toBe(`${baseURL}/user/login?backUrl=%2Farticles`);
    // The 401 came from the test, not the server (which clears both cookies with a real one): the page
    // drops the signed_in cookie it can reach.
    expect((await context.cookies()).find((cookie) => cookie.name === 'signed_in')).toBeUndefined();
  });
});

/**
 * One hostile backUrl per class, as it appears in the address: off-site, protocol-relative, a control
 * character hidden in the slashes, a script scheme, a login loop that carries an off-site target, and paths
 * whose dot segments (encoded or not) resolve to another site. Both ways out of the login page, the form's
 * success and the page itself for a student already logged in, judge them with one function, which
 * shell/src/session/back-url.test.ts tries on these and many more: the browser proves the wiring once each.
 */
const HOSTILE_BACK_URLS = [
  'https://evil.example',
  '//evil.example',
  '%2F%09%2Fevil.example',
  'javascript:alert(1)',
  '%2Fuser%2Flogin%3FbackUrl%3Dhttps%3A%2F%2Fevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2e%2e/%2e%2e//evil.example',
];

test.describe('backUrl never leaves the site', () => {
  test('after login, and when logged in, every hostile backUrl lands on the home page of this site', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== baseURL) foreign.push(request.url());
    });
    // The subtlest class through the login form: a path of this site until its dot segment is resolved.
    await page.goto('/user/login?backUrl=/.//evil.example');
    await logInWithCode(page, DEMO_LOGIN);
    await expect(page).toHaveURL(`${baseURL}/`);

    // Logged in, the login page sends the student on at once, again only within the site.
    for (const backUrl of HOSTILE_BACK_URLS) {
      await page.goto(`/user/login?backUrl=${backUrl}`);
      await expect(page, backUrl).toHaveURL(`${baseURL}/`);
    }
    expect(foreign).toEqual([]);
  });

  test('a path of the site is honoured, query included', async ({ page }) => {
    await page.goto('/user/login?backUrl=%2Fdehkhoda%3Fq%3D%D8%A2%D8%A8');
    await logInWithCode(page, DEMO_LOGIN);
    await expect(page).toHaveURL('/dehkhoda?q=%D8%A2%D8%A8');
  });
});
