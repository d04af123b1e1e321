import { expect, readerTest as test } from './fixtures.ts';
import {
  chartOverlaps,
  dehkhoda,
  KETAB,
  KETAB_TOTAL,
  KIMIA,
  resultTitles,
  searchBox,
  TYPO,
  watchDialogs,
} from './support/dehkhoda.ts';

const collator = new Intl.Collator('fa');
const fa = (value: number) => value.toLocaleString('fa-IR');

test('a reader types, picks a suggestion with the keyboard and reads the entry', async ({ page, expectAccessible }) => {
  await page.goto('/dehkhoda');
  await expect(dehkhoda(page).getByRole('heading', { level: 1 })).toHaveText('لغت‌نامه دهخدا');
  const box = searchBox(page);
  await box.fill('کتا');

  const listbox = dehkhoda(page).getByRole('listbox', { name: 'پیشنهادها' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option').first()).toContainText(KETAB.title);
  await expect(listbox.locator('mark').first()).toHaveText('کتا');
  expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));

  await box.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(box).toBeFocused();
  await expectAccessible('/dehkhoda with a suggestion highlighted', { include: 'section[data-area="dehkhoda"]' });
  await box.press('Enter');

  await expect(page).toHaveURL(encodeURI(KETAB.path));
  const headword = dehkhoda(page).getByRole('heading', { level: 1 });
  await expect(headword).toHaveText(KETAB.title);
  await expect(page).toHaveTitle(new RegExp(KETAB.title));
  await expect(dehkhoda(page).getByText(fa(KETAB.serial).replaceAll('٬', ''))).toBeVisible();
  await expect(dehkhoda(page).getByRole('region', { name: 'معنی‌ها' }).getByRole('listitem').first()).toBeVisible();
  await expect(dehkhoda(page).getByRole('navigation', { name: 'مدخل‌های پیشین و پسین' })).toBeVisible();
  await expectAccessible('an entry', { include: 'section[data-area="dehkhoda"]' });

  // Escape closes the popup, and a second Escape clears the box.
  const again = searchBox(page, 'جست‌وجوی واژهٔ دیگر');
  await again.fill('کتا');
  await expect(dehkhoda(page).getByRole('listbox')).toBeVisible();
  await again.press('Escape');
  await expect(again).toHaveAttribute('aria-expanded', 'false');
  await expect(dehkhoda(page).getByRole('listbox')).toBeHidden();
  await again.press('Escape');
  await expect(again).toHaveValue('');
});

test('a slow answer to an earlier word never replaces the list for the newer one', async ({ page }) => {
  let slowAnswered = false;
  await page.route('**/api/front/dehkhoda/autocomplete?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('q') !== 'کت') return route.continue();
    // The answer to «کت» takes its time, and names a headword «کتا» does not match.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const json = { data: [{ id: 465, serial_number: 100_465, title: 'کتیبه', slug: 'کتیبه' }] };
    // The page may have cancelled it already, which is fine too.
    await route.fulfill({ json }).catch(() => undefined);
    slowAnswered = true;
  });
  await page.goto('/dehkhoda');
  const box = searchBox(page);
  const asked = page.waitForRequest(
    (request) => request.url().includes('/autocomplete?') && request.url().includes('q=%DA%A9%D8%AA&'),
  );
  await box.pressSequentially('کت');
  await asked;
  await box.pressSequentially('ا');
  const options = dehkhoda(page).getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText(KETAB.title);
  await expect.poll(() => slowAnswered, { timeout: 5_000 }).toBe(true);
  await page.waitForTimeout(300);
  await expect(options.filter({ hasText: 'کتیبه' })).toHaveCount(0);
  const titles = await options.evaluateAll((items) =>
    items.map((item) => item.querySelector('bdi')?.textContent ?? ''),
  );
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title).toContain('کتا');
});

test('a search pages and sorts through the address, and the back button retraces it', async ({
  page,
  expectAccessible,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/dehkhoda');
  await searchBox(page).fill(KETAB.title);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/dehkhoda?q=${encodeURIComponent(KETAB.title)}`);
  const count = dehkhoda(page)
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${fa(KETAB_TOTAL)} مدخل`) });
  await expect(count).toHaveText(`${fa(KETAB_TOTAL)} مدخل، صفحهٔ ۱ از ۲`);
  const results = dehkhoda(page).getByRole('region', { name: /نتیجه‌های/ });
  await expect(results.getByRole('article')).toHaveCount(10);
  // The best match first: the headword itself, marked.
  await expect(results.getByRole('article').first().getByRole('heading')).toHaveText(KETAB.title);
  await expect(results.getByRole('article').first().locator('mark')).toHaveText(KETAB.title);
  const firstPage = await resultTitles(page);
  await expect(dehkhoda(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible('search results', { include: 'section[data-area="dehkhoda"]' });

  await results.getByRole('navigation', { name: 'صفحه‌بندی' }).getByRole('link', { name: 'صفحهٔ ۲' }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(count).toHaveText(`${fa(KETAB_TOTAL)} مدخل، صفحهٔ ۲ از ۲`);
  await expect(results.getByRole('article')).toHaveCount(KETAB_TOTAL - 10);

  await dehkhoda(page).getByRole('combobox', { name: 'مرتب‌سازی' }).click();
  await dehkhoda(page).getByRole('option', { name: 'الفبایی' }).click();
  await expect(page).toHaveURL(/[?&]sort=title$/);
  await expect(count).toHaveText(`${fa(KETAB_TOTAL)} مدخل، صفحهٔ ۱ از ۲`);
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  const alphabetical = await resultTitles(page);
  expect(alphabetical).toEqual([...alphabetical].sort(collator.compare));

  await dehkhoda(page).getByRole('combobox', { name: 'ترتیب' }).click();
  await dehkhoda(page).getByRole('option', { name: 'از «ی» تا «الف»' }).click();
  await expect(page).toHaveURL(/[?&]sort=title&order=desc$/);
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => resultTitles(page)).not.toEqual(alphabetical);
  const reversed = await resultTitles(page);
  expect(reversed).toEqual([...reversed].sort(collator.compare).reverse());

  // The address is the search: a reload shows the same page.
  await page.reload();
  await expect(dehkhoda(page).getByRole('combobox', { name: 'ترتیب' })).toHaveText(/از «ی» تا «الف»/);
  expect(await resultTitles(page)).toEqual(reversed);

  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=title$/);
  await expect.poll(() => resultTitles(page)).toEqual(alphabetical);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(count).toHaveText(`${fa(KETAB_TOTAL)} مدخل، صفحهٔ ۲ از ۲`);
  await page.goBack();
  await expect(page).toHaveURL(`/dehkhoda?q=${encodeURIComponent(KETAB.title)}`);
  await expect.poll(() => resultTitles(page)).toEqual(firstPage);
  await expect(searchBox(page)).toHaveValue(KETAB.title);
  await page.goBack();
  await expect(page).toHaveURL('/dehkhoda');
  await expect(searchBox(page)).toHaveValue('');
});

test('a query typed with Arabic ي and ك finds the Persian entry', async ({ page }) => {
  await page.goto('/dehkhoda');
  await searchBox(page).fill(KIMIA.arabic);
  const option = dehkhoda(page).getByRole('listbox').getByRole('option').first();
  await expect(option).toContainText(KIMIA.persian);
  await expect(option.locator('mark')).toHaveText(KIMIA.persian);

  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(`/dehkhoda?q=${encodeURIComponent(KIMIA.persian)}`);
  const results = dehkhoda(page).getByRole('region', { name: /نتیجه‌های/ });
  const link = results.getByRole('link', { name: KIMIA.persian, exact: true });
  await expect(link).toBeVisible();
  await expect(link.locator('mark')).toHaveText(KIMIA.persian);

  // The address with Arabic letters, as someone may share it, finds it too.
  await page.goto(`/dehkhoda?q=${encodeURIComponent(`  ${KIMIA.arabic} `)}`);
  await expect(results.getByRole('link', { name: KIMIA.persian, exact: true })).toBeVisible();
  await link.click();
  await expect(dehkhoda(page).getByRole('heading', { level: 1 })).toHaveText(KIMIA.persian);
});

test('a query of HTML is shown as text: no element is made from it and nothing runs', async ({ page }) => {
  const payload = '"><img src=x onerror=alert(1)>';
  // Echoed back as text, with its digit in Persian like the rest of the page.
  const echoed = '"><img src=x onerror=alert(۱)>';
  const dialogs = watchDialogs(page);
  await page.goto('/dehkhoda');
  await searchBox(page).fill(payload);
  await searchBox(page).press('Enter');
  const heading = dehkhoda(page).getByRole('heading', { name: /پیدا نشد/ });
  await expect(heading).toContainText(echoed);
  expect(new URL(page.url()).searchParams.get('q')).toBe(payload);
  await expect(searchBox(page)).toHaveValue(payload);
  await expect(page).toHaveTitle(/img src=x/);

  // And straight from a shared address, with a RegExp-looking one after it.
  await page.goto(`/dehkhoda?q=${encodeURIComponent(payload)}`);
  await expect(heading).toContainText(echoed);
  await page.goto(`/dehkhoda?q=${encodeURIComponent('(.*[')}`);
  await expect(dehkhoda(page).getByRole('heading', { name: /پیدا نشد/ })).toContainText('(.*[');
  await page.waitForLoadState('networkidle');

  expect(dialogs).toEqual([]);
  expect(await dehkhoda(page).locator('img').count()).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

test('a search that finds nothing offers the closest headwords', async ({ page, expectAccessible }) => {
  // Judged in the dark theme, as are the results in the paging flow; the other flows here are light.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/dehkhoda?q=${encodeURIComponent(TYPO)}`);
  await expect(dehkhoda(page).getByRole('heading', { name: /پیدا نشد/ })).toContainText(TYPO);
  const offered = dehkhoda(page).getByRole('list', { name: 'شاید منظورتان یکی از این‌ها بود:' });
  await expect(offered).toBeVisible();
  await expect(dehkhoda(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible('a search with no result', { include: 'section[data-area="dehkhoda"]' });
  await offered.getByRole('link', { name: KETAB.title, exact: true }).click();
  await expect(page).toHaveURL(encodeURI(KETAB.path));
  await expect(dehkhoda(page).getByRole('heading', { level: 1 })).toHaveText(KETAB.title);
});

test('an entry opens by its serial number; an unknown entry is the 404 page', async ({ page }) => {
  await page.goto('/dehkhoda');
  const serial = dehkhoda(page).getByRole('textbox', { name: 'شمارهٔ مدخل' });
  await serial.fill(fa(KETAB.serial).replaceAll('٬', ''));
  await serial.press('Enter');
  await expect(page).toHaveURL(encodeURI(KETAB.path));
  await expect(dehkhoda(page).getByRole('heading', { level: 1 })).toHaveText(KETAB.title);

  await page.goto('/dehkhoda');
  await serial.fill('999999');
  await serial.press('Enter');
  await expect(dehkhoda(page).getByText('مدخلی با این شماره پیدا نشد.')).toBeVisible();

  await page.goto('/dehkhoda/entry/999999/no-such-word');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحه پیدا نشد');

  // A wrong or missing slug is corrected; the id decides.
  await page.goto('/dehkhoda/entry/457/old-slug');
  await expect(page).toHaveURL(encodeURI(KETAB.path));
  await page.goto('/dehkhoda/entry/457');
  await expect(page).toHaveURL(encodeURI(KETAB.path));
});

test('the statistics page draws entries per letter and gives the figures in a table', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/dehkhoda/stats');
  await expect(dehkhoda(page).getByRole('heading', { level: 1 })).toHaveText('آمار لغت‌نامه');
  const chart = dehkhoda(page).getByRole('img', { name: 'شمار مدخل‌ها در هر حرف' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(32);
  const table = dehkhoda(page).getByRole('table', { name: 'شمار مدخل‌ها در هر حرف' });
  await expect(table.getByRole('row')).toHaveCount(33);
  await expect(table.getByRole('rowheader').first()).toHaveText('ا');
  await expect(dehkhoda(page).getByText('۶۲۴', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/آمار لغت‌نامه/);
  await expectAccessible('/dehkhoda/stats', { include: 'section[data-area="dehkhoda"]' });
  // Letters right of their bars and numbers left of them, read right to left, on a desktop and a phone.
  expect(await chartOverlaps(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await chartOverlaps(page)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Each letter opens the list of its entries, and an entry from there opens its page.
  await dehkhoda(page)
    .getByRole('navigation', { name: 'مدخل‌های هر حرف' })
    .getByRole('link', { name: /^حرف «ک»/ })
    .click();
  await expect(dehkhoda(page).getByRole('heading', { level: 1 })).toHaveText('مدخل‌های حرف «ک»');
  await dehkhoda(page).getByRole('link', { name: KETAB.title, exact: true }).click();
  await expect(page).toHaveURL(encodeURI(KETAB.path));
});
