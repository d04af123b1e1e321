import { expect, readerTest as test } from './fixtures.ts';
import { AREA_ROUTES } from './support/areas.ts';

// Signed in, so the profile area's guarded page is tried too.
test.use({ persona: 'demo' });

for (const broken of AREA_ROUTES) {
  const healthy = AREA_ROUTES.find((route) => route.area !== broken.area)!;

  test(`with the ${broken.area} release unreachable, its route falls back and ${healthy.area} still works`, async ({
    page,
  }) => {
    await page.route(`**/releases/${broken.area}/**`, (route) => route.abort());
    await page.goto(broken.path);

    const fallback = page.getByRole('alert').filter({ hasText: 'در دسترس نیست' });
    await expect(fallback).toBeVisible({ timeout: 10_000 });
    await expect(fallback.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await page.goto(healthy.path);
    await expect(page.locator(`section[data-area="${healthy.area}"] h1`)).toHaveText(healthy.heading);
  });
}

test('the retry button loads the area once its release is back', async ({ page }) => {
  await page.route('**/releases/quiz/**', (route) => route.abort());
  await page.goto('/quiz');
  const retry = page.getByRole('button', { name: 'تلاش دوباره' });
  await expect(retry).toBeVisible({ timeout: 10_000 });
  await page.unroute('**/releases/quiz/**');
  await retry.click();
  await expect(page.locator('section[data-area="quiz"] h1')).toHaveText('آزمون‌ها');
});

test('a page chunk that never answers gives the fallback with a retry, not an endless spinner', async ({ page }) => {
  // The quiz list's own chunk is held forever: its warm-up fetch and its script alike.
  await page.route('**/releases/quiz/*/__federation_expose_QuizList.*.js', () => new Promise<void>(() => undefined));
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'منوی اصلی' })
    .getByRole('link', { name: 'آزمون‌ها', exact: true })
    .click();
  const fallback = page.getByRole('alert').filter({ hasText: 'در دسترس نیست' });
  // The module's bound (8 s, shell/src/remotes/load-area-page.ts) and no time left for a retry of it.
  await expect(fallback).toBeVisible({ timeout: 12_000 });
  await expect(fallback.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a start chunk that fails to load reloads the page once, and the reloaded page works', async ({ page }) => {
  // A network blip on the shell's start chunk: its requests fail until the page loads itself again.
  let failedRequests = 0;
  let reloaded = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && failedRequests > 0) reloaded = true;
  });
  await page.route('**/bootstrap.*.js', (route) => {
    if (reloaded) return route.continue();
    failedRequests += 1;
    return route.abort();
  });
  await page.goto('/quiz');

  await expect.poll(() => reloaded).toBe(true);
  await expect(page.locator('html[data-page-ready="true"]')).toBeAttached();
  await page.getByRole('link', { name: 'آزمون‌ها' }).first().click();
  await expect(page.locator('section[data-area="quiz"] h1')).toHaveText('آزمون‌ها');
});
