import type { Page } from '@playwright/test';
import { expect, readerTest as test } from './fixtures.ts';
import { hostileArticleBody, XSS_PAYLOADS } from '../shared/ui/src/safe-html/xss-payloads.ts';
import { EXAM_POST, findDangers, rewriteArticleBody, TABLE_POST, withoutCsp } from './support/blog-pages.ts';

const blog = (page: Page) => page.locator('section[data-area="blog"]');

test('a reader goes from the list to a category, an article and one of its tags', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/articles');
  await expect(blog(page).getByRole('heading', { level: 1 })).toHaveText('مقاله‌ها');
  await expect(blog(page).getByRole('region', { name: 'برگزیده‌ها' }).getByRole('article').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible('/articles');

  await blog(page)
    .getByRole('navigation', { name: 'دسته‌بندی مقاله‌ها' })
    .getByRole('link', { name: /کنکور و آزمون‌ها/ })
    .click();
  await expect(page).toHaveURL(/\/articles\/category\/exams$/);
  await expect(blog(page).getByRole('heading', { level: 1 })).toHaveText('کنکور و آزمون‌ها');
  await expect(page).toHaveTitle(/مقاله‌های کنکور و آزمون‌ها/);

  const firstCard = blog(page).getByRole('article').first();
  const title = (await firstCard.getByRole('heading').textContent())!.trim();
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
  const heading = blog(page).getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 12)));
  const article = blog(page).locator('article:has(h1)');
  await expect(article.getByText(/دقیقه مطالعه/)).toBeVisible();
  await expect(article.locator('time').first()).toHaveText(/[۰-۹]+ [^\d]+ ۱۴۰[۰-۹]/);
  await expectAccessible('an article');

  const tag = article.getByRole('navigation', { name: 'برچسب‌های مقاله' }).getByRole('link').first();
  const tagName = (await tag.locator('bdi').textContent())!.trim();
  await tag.click();
  await expect(page).toHaveURL(/\/articles\/tag\/[a-z0-9-]+$/);
  await expect(blog(page).getByRole('heading', { level: 1 })).toHaveText(`برچسب: ${tagName}`);
  await expect(blog(page).getByRole('link', { name: title }).first()).toBeVisible();
});

test('a search with no result says so, and the query stays in the address', async ({ page }) => {
  await page.goto('/articles');
  await blog(page).getByRole('searchbox', { name: 'جست‌وجو در مقاله‌ها' }).fill('زرافه‌های بنفش فضایی');
  await blog(page).getByRole('button', { name: 'جست‌وجو' }).click();
  await expect(page).toHaveURL(/\/articles\/search\?search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('زرافه‌های بنفش فضایی');
  await expect(blog(page).getByRole('heading', { name: /پیدا نشد/ })).toBeVisible();
  await expect(blog(page).getByRole('link', { name: 'دیدن همهٔ مقاله‌ها' })).toBeVisible();

  // The same address, reloaded, shows the same search.
  await page.reload();
  await expect(blog(page).getByRole('searchbox', { name: 'جست‌وجو در مقاله‌ها' })).toHaveValue('زرافه‌های بنفش فضایی');
  await expect(blog(page).getByRole('heading', { name: /پیدا نشد/ })).toBeVisible();
});

test('an article whose body carries every known XSS payload renders with no script run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await withoutCsp(page);
  await rewriteArticleBody(page, TABLE_POST, (body) => `${hostileArticleBody()}\n${body}`);

  await page.goto(`/articles/${TABLE_POST}`);
  const article = blog(page).locator('article:has(h1)');
  await expect(article.getByText(XSS_PAYLOADS[0]!.name, { exact: true })).toBeVisible();
  // Unclosed mutation-XSS payloads swallow what follows them; the sanitiser's unit tests try each one alone
  // (shared/ui/src/safe-html/sanitize-html.test.ts), and this page proves the wiring in a real browser.
  await expect(article.getByText(XSS_PAYLOADS[20]!.name, { exact: true })).toBeVisible();
  // Give images time to fail and elements time to fire what they would fire.
  await page.waitForLoadState('networkidle');
  await article.getByText('hover me').hover();

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await findDangers(page)).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/articles/${TABLE_POST}$`));

  // The check is real: with the CSP off, an inline handler put in directly does run.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img src="/nothing-here.png" onerror="window.__control = 1">'),
  );
  await expect.poll(() => page.evaluate(() => (window as { __control?: unknown }).__control)).toBe(1);
});

test('/article/show/{slug} shows the same article as /articles/{slug}; an unknown one is the 404 page', async ({
  page,
}) => {
  await page.goto(`/articles/${EXAM_POST}`);
  const heading = blog(page).getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.textContent())!.trim();
  const firstParagraph = await blog(page).locator('article p').nth(2).textContent();

  await page.goto(`/article/show/${EXAM_POST}`);
  await expect(blog(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(blog(page).locator('article p').nth(2)).toHaveText(firstParagraph!);
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 12)));

  await page.goto('/articles/no-such-article-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');
});

test('the sponsors list shows featured sponsors first, pages through the rest and opens a sponsor', async ({
  page,
  expectAccessible,
}) => {
  // Judged in the dark theme; the blog's other flows are light.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/landing/sponsors');
  await expect(blog(page).getByRole('heading', { level: 1 })).toHaveText('حامیان');
  const featured = blog(page).getByRole('region', { name: 'حامیان ویژه' });
  await expect(featured.getByRole('article').first()).toBeVisible();
  const all = blog(page).getByRole('region', { name: 'همهٔ حامیان' });
  await expect(all.getByRole('article')).toHaveCount(6);

  await all.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'صفحهٔ ۲' }).click();
  await expect(page).toHaveURL(/\/landing\/sponsors\?page=2$/);
  await expect(featured).toHaveCount(0);
  await expect(all.getByRole('article')).toHaveCount(3);

  await page.goto('/landing/sponsors');
  const card = featured.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/landing\/sponsors\/[a-z0-9-]+$/);
  await expect(blog(page).getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(name));
  const website = blog(page).getByRole('link', { name: new RegExp(`وب‌سایت ${name}`) });
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  const courses = blog(page).getByRole('region', { name: 'دوره‌هایی که حمایت می‌کند' });
  // Each supported course is a real course, as a link to its page.
  await expect(courses.getByRole('link').first()).toHaveAttribute('href', /^\/course\/[a-z0-9-]+$/);
  await expectAccessible('a sponsor');
});

test('at 390 px an article with a wide table and images reads right to left without widening the page', async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await rewriteArticleBody(
    page,
    TABLE_POST,
    (body) =>
      `<figure><img src="/api/dev-media/post/${encodeURIComponent('تایمر پومودورو روی میز مطالعه')}.svg" alt="تایمر پومودورو" width="1280" height="720"><figcaption>یک تایمر ساده کافی است.</figcaption></figure>\n${body}\n` +
      '<p>نشانی بسیار بلند: https://example.org/a-very-long-address-that-has-no-spaces-in-it-at-all-and-goes-on-and-on</p>' +
      `<img src="/api/dev-media/post/${encodeURIComponent('برنامه هفتگی')}.svg" alt="برنامه هفتگی" width="1280" height="720">`,
  );
  await page.goto(`/articles/${TABLE_POST}`);
  const heading = blog(page).getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const table = blog(page).getByRole('region', { name: /^جدول/ }).first();
  await expect(table).toBeVisible();
  await page.waitForLoadState('networkidle');

  const layout = await page.evaluate(() => {
    const region = document.querySelector('[data-table-scroll]') as HTMLElement;
    const images = Array.from(document.querySelectorAll('section[data-area="blog"] article img')) as HTMLImageElement[];
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      direction: getComputedStyle(document.querySelector('section[data-area="blog"]')!).direction,
      tableScrolls: region.scrollWidth > region.clientWidth,
      regionWidth: region.getBoundingClientRect().width,
      widestImage: Math.max(...images.map((image) => image.getBoundingClientRect().width)),
      bodyImagesLazy:
        Array.from(document.querySelectorAll('[data-table-scroll]')).length > 0 &&
        images.filter((image) => image.closest('figure') !== null).every((image) => image.loading === 'lazy'),
    };
  });
  expect(layout.direction).toBe('rtl');
  expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
  expect(layout.tableScrolls).toBe(true);
  expect(layout.regionWidth).toBeLessThanOrEqual(layout.viewport);
  expect(layout.widestImage).toBeLessThanOrEqual(layout.viewport);
  expect(layout.bodyImagesLazy).toBe(true);

  // The table scrolls with the keyboard: it takes focus, and the arrow keys move it.
  await table.focus();
  await expect(table).toBeFocused();
  const before = await table.evaluate((element) => element.scrollLeft);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).not.toBe(before);

  // The article is held to the higher bar: no axe violation of any impact.
  await expectAccessible('an article at 390 px', { include: 'section[data-area="blog"]', allImpacts: true });
});

test('at 390 px the lists, categories and sponsors fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/articles',
    '/articles/latest',
    '/articles/category',
    '/landing/sponsors',
    '/landing/sponsors/farzanegan-foundation',
  ]) {
    await page.goto(path);
    await expect(blog(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(blog(page).locator('[aria-busy="true"]')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(390);
  }
  // The categories on the landing page scroll sideways in one row instead.
  await page.goto('/articles');
  const chips = blog(page).getByRole('navigation', { name: 'دسته‌بندی مقاله‌ها' }).getByRole('list');
  await expect(chips).toBeVisible();
  expect(await chips.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
});

test('a long article has a table of contents, a reading-progress bar and a way to share it', async ({ page }) => {
  await page.goto('/articles/newton-laws-everyday-examples');
  const toc = page.getByRole('navigation', { name: 'فهرست مطالب' });
  const sections = toc.getByRole('link');
  // Three sections at least (the article is long): the third is there once the article has loaded.
  await expect(sections.nth(2)).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'پیشرفت خواندن مقاله' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // A section of the contents brings its heading to the top, and the bar moves on.
  const last = sections.last();
  const title = (await last.textContent())!.trim();
  await last.click();
  await expect(blog(page).getByRole('heading', { level: 2, name: title })).toBeInViewport();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

  // No share sheet in this browser: the link is copied, and the page says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'هم‌رسانی' }).click();
  await expect(page.getByText('پیوند کپی شد.')).toBeVisible();
});
