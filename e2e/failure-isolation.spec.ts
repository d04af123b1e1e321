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
