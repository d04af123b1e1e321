import type { Page } from '@playwright/test';
import { SHELL_ROUTES } from '../shell/src/site-map/shell-routes.ts';
import { expect, readerTest as test, test as baseTest } from './fixtures.ts';
import { personaStateFile } from './support/personas.ts';
import { collectErrors } from './support/console-errors.ts';
import { untilPageReady } from './support/page-ready.ts';

async function fillContact(page: Page, message: string) {
  await page.getByRole('textbox', { name: /نام و نام خانوادگی/ }).fill('مینا صالحی');
  await page.getByRole('textbox', { name: 'شمارهٔ موبایل' }).fill('۰۹۱۲۳۴۵۶۷۸۹');
  await page.getByRole('textbox', { name: /موضوع/ }).fill('پرسش دربارهٔ دوره');
  await page.getByRole('textbox', { name: /متن پیام/ }).fill(message);
}

/**
 * Every page the shell itself serves, read from its route table so a new one is
 * browsed too: those without a parameter or a guard (login and short links
 * have their own tests), and the 404 page.
 */
const SHELL_PAGES = [
  ...SHELL_ROUTES.filter((route) => !('guard' in route) && !route.path.includes(':')).map((route) => route.path),
  '/no-such-page',
];

// These only read pages (the contact form's message goes to an inbox no test reads), so they share a
// warm browser context; at the desktop width, as e2e/layout.spec.ts proves each area's phone layout.
test.describe("the shell's pages", () => {
  test.describe('signed in, in the dark theme', () => {
    test.use({ persona: 'demo', colorScheme: 'dark' });

    test('a logged-in student browses every shell page without a console error or an axe violation', async ({
      page,
      expectAccessible,
    }) => {
      // A dozen pages, each with an axe run in the dark theme: about a minute on a busy two-core machine, so
      // the test has three times the usual bound (a stuck page still fails it).
      test.slow();
      const errors = collectErrors(page);
      for (const path of SHELL_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
        if (path === '/contactus') {
          // The student's own details are filled in, even though the session arrives after the form.
          await expect(page.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveValue('سارا محمدی');
          await expect(page.getByRole('textbox', { name: 'شمارهٔ موبایل' })).toHaveValue('۰۹۱۲۰۰۰۰۰۰۰');
        }
        await expectAccessible(path);
      }
      expect(errors).toEqual([]);
    });
  });

  test('the contact form refuses a short message in the server’s words before sending, keeps the input, then sends once', async ({
    page,
    expectAccessible,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') posts.push(request.url());
    });
    await page.goto('/contactus');
    await expect(page).toHaveTitle('تماس با ما | دانش‌سرا');
    // Too short (at least 10 characters): the form checks with the call's own request schema, so nothing is sent.
    await fillContact(page, 'سلام');
    await page.getByRole('button', { name: 'فرستادن پیام' }).click();
    const message = page.getByRole('textbox', { name: /متن پیام/ });
    await expect(page.getByText('متن پیام باید دست‌کم ۱۰ نویسه باشد.')).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue('سلام');
    await expect(page.getByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveValue('مینا صالحی');
    await expect(page.getByRole('textbox', { name: 'شمارهٔ موبایل' })).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');

    await message.fill('سلام، آیا دورهٔ ریاضی نهم کلاس رفع اشکال دارد؟');
    await page.getByRole('button', { name: 'فرستادن پیام' }).dblclick();
    await expect(
      page.getByRole('status').filter({ hasText: /^پیام شما فرستاده شد\. کد پیگیری: DS-\d{5}$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^پیام شما ثبت شد\. کد پیگیری: DS-\d{5}$/)).toBeVisible();
    await expect(message).toHaveValue('');
    expect(posts).toHaveLength(1);
    await expectAccessible('/contactus after sending');
  });

  test('an unknown path shows the 404 page with suggestions, home and back', async ({ page, expectAccessible }) => {
    const errors = collectErrors(page);
    await page.goto('/aboutus');
    await page.goto('/no/such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');
    // The path is isolated left to right by invisible marks, so the tab shows «/no/such-page», not «no/such-page/».
    await expect(page).toHaveTitle('404 صفحه پیدا نشد: \u2066/no/such-page\u2069 | دانش‌سرا');
    await expect(page.getByText('صفحه پیدا نشد: /no/such-page')).toBeVisible();
    const suggestions = page.getByRole('region', { name: 'شاید این‌ها به کارتان بیاید' });
    for (const group of ['درس‌ها', 'پرسش‌ها', 'دوره‌ها', 'مقاله‌ها']) {
      await expect(suggestions.getByRole('navigation', { name: group }).getByRole('link').first()).toBeVisible();
    }
    await expectAccessible('the 404 page');
    await page.getByRole('button', { name: 'بازگشت به صفحهٔ قبل' }).click();
    await expect(page).toHaveURL('/aboutus');
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');
    await page.getByRole('main').getByRole('link', { name: 'صفحهٔ اصلی' }).click();
    await expect(page).toHaveURL('/');
    expect(errors).toEqual([]);
  });

  test('short links go to a site path, 404 for an unknown key, and refuse targets off the allowlist', async ({
    page,
  }) => {
    await page.goto('/s/math7');
    await expect(page).toHaveURL('/course/math-grade-7');

    await page.goto('/s/no-such-key');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');

    const offSite: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url()).origin)) offSite.push(request.url());
    });
    for (const key of ['evil', 'js', 'proto', 'dots', 'loop']) {
      await page.goto(`/s/${key}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('این پیوند باز نمی‌شود');
      await expect(page).toHaveURL(`/s/${key}`);
    }
    expect(offSite.filter((url) => url.includes('evil.example'))).toEqual([]);

    // An allowed host is followed (answered here, since tests have no internet).
    await page.route('https://www.aparat.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>آپارات</title>' }),
    );
    await page.goto('/s/ex');
    await expect(page).toHaveURL('https://www.aparat.com/v/daneshsara-intro');
  });

  test('static pages show their sanitised body, the FAQ as an accordion, and 404 when unknown', async ({
    page,
    expectAccessible,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('درباره ما');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible('/aboutus');

    await page.goto('/faq-dyna');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('پرسش‌های پرتکرار');
    const first = page.locator('details').first();
    const answer = first.locator('p');
    await expect(answer).toBeHidden();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expectAccessible('/faq-dyna with an answer open');
    expect(errors).toEqual([]);

    await page.goto('/page/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');
    // Inside a site-map route the breadcrumb names the 404 too, its path isolated as in the title.
    await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText(
      'صفحه پیدا نشد: \u2066/page/no-such-page\u2069',
    );
  });
});

// Posting writes to the room, so this test has contexts of its own rather than the shared reader tabs.
baseTest(
  'the chat room: a logged-in student posts and a guest sees it arrive live',
  async ({ page: reader, browser, baseURL }) => {
    await reader.goto('/chat');
    await expect(reader.getByRole('status').filter({ hasText: 'متصل' })).toBeVisible();
    await expect(reader.getByRole('link', { name: 'وارد شوید' })).toHaveAttribute(
      'href',
      '/user/login?backUrl=%2Fchat',
    );

    const writerContext = await browser.newContext({
      baseURL,
      locale: 'fa-IR',
      storageState: personaStateFile('demo'),
    });
    try {
      const writer = await writerContext.newPage();
      await writer.goto('/chat');
      // A tab of its own, not the suite's page: it waits for the server-rendered room to answer typing itself.
      await untilPageReady(writer);
      const text = `سلام از آزمون <b>${Date.now()}</b>`;
      const box = writer.getByRole('textbox', { name: 'پیام شما' });
      await box.fill(text);
      await box.press('Enter');
      await expect(writer.getByRole('log').getByText(text)).toBeVisible();
      await expect(box).toHaveValue('');

      const arrived = reader.getByRole('log').getByRole('listitem').filter({ hasText: text });
      await expect(arrived).toBeVisible();
      await expect(arrived).toContainText('سارا محمدی');
      await expect(arrived.locator('b')).toHaveCount(0);
    } finally {
      await writerContext.close();
    }
  },
);

test('a sample of each sitemap opens a real page: a quiz, a question, an entry, a sponsor and a tag', async ({
  page,
}) => {
  for (const name of ['quizzes', 'questions', 'dictionary', 'sponsors', 'tags']) {
    const xml = await (await page.request.get(`/${name}-sitemap.xml`)).text();
    const first = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
    expect(first, name).toBeDefined();
    await page.goto(new URL(first!).pathname);
    await expect(page.getByRole('heading', { level: 1 }).first(), first).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'صفحه پیدا نشد' }), first).toHaveCount(0);
  }
});
