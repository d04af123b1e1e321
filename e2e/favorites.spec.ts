import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './support/areas.ts';
import { EXAM_POST } from './support/blog-pages.ts';
import { COURSE } from './support/learn.ts';
import { profilePage } from './support/profile.ts';

const ADD = 'افزودن به علاقه‌مندی‌ها';
const REMOVE = 'حذف از علاقه‌مندی‌ها';

/** Presses the page's favourite button and waits for the server to have stored the change. */
async function addToFavorites(page: Page) {
  const stored = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/front/profile/favorites' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: ADD, pressed: false }).click();
  // The button changes before the server answers; the answer is what makes it last.
  await expect(page.getByRole('button', { name: REMOVE, pressed: true })).toBeVisible();
  expect((await stored).status()).toBe(201);
}

test('a student marks a course and an article, finds both in favourites, removes one and it stays removed', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  // A student of this test's own, so no other test sees these favourites.
  await logIn(page, baseURL!, `0937${String(Date.now() % 10_000_000).padStart(7, '0')}`);

  await page.goto(`/course/${COURSE.slug}`);
  await addToFavorites(page);

  await page.goto(`/articles/${EXAM_POST}`);
  const articleTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await addToFavorites(page);

  await page.goto('/profile/favorites');
  const list = profilePage(page, 'Favorites').getByRole('list', { name: 'علاقه‌مندی‌های شما' });
  // Newest first: the article, then the course; each card leads to its own page.
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([articleTitle, COURSE.title]);
  await expect(list.getByRole('link', { name: articleTitle })).toHaveAttribute('href', `/articles/${EXAM_POST}`);
  await expect(list.getByRole('link', { name: COURSE.title })).toHaveAttribute('href', `/course/${COURSE.slug}`);
  await expectAccessible('/profile/favorites with a course and an article');

  const removed = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await list.getByRole('button', { name: `${REMOVE}: ${COURSE.title}` }).click();
  expect((await removed).status()).toBe(200);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([articleTitle]);
  await expect(list.getByRole('button', { name: `${REMOVE}: ${articleTitle}` })).toBeFocused();

  await page.reload();
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([articleTitle]);
});
