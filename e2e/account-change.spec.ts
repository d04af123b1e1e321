import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_OTP_CODE, SITE_CLIENT } from './support/areas.ts';
import { logInAsNewStudent, profilePage } from './support/profile.ts';
import { logInWithCode, typeCode } from './support/session.ts';

/** A number in Persian digits, as the student types and the page writes it. */
const fa = (digits: string) => digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

const headerAccount = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('button', { name });

/**
 * Whether a login belongs to any account, as asking it for a code tells (`is_new_user`): /auth/check does not
 * tell an unknown login from an account without a password. Asking registers an unknown login, so the test
 * asks only about numbers it is done with.
 */
async function registered(page: Page, login: string): Promise<boolean> {
  const answer = await page.request.post('/api/auth/login-register', { data: { login } });
  return !((await answer.json()) as { data: { is_new_user: boolean } }).data.is_new_user;
}

/** A finished quiz: progress the account must keep whatever happens to its number. */
async function finishAQuiz(page: Page) {
  const started = await page.request.post('/api/front/course/quiz/run', {
    ...SITE_CLIENT,
    data: { quiz_code: 'QZ1009' },
  });
  const { data } = (await started.json()) as { data: { id: number } };
  await page.request.post('/api/front/course/quiz/run/finish-quiz', { ...SITE_CLIENT, data: { run_id: data.id } });
}

test('a new mobile number waits for its code: after a typo the old number logs into the same account', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  const oldNumber = await logInAsNewStudent(page, baseURL!);
  // Numbers no other test uses: the student's own, under other prefixes.
  const typo = `0938${oldNumber.slice(4)}`;
  const rightNumber = `0939${oldNumber.slice(4)}`;
  await finishAQuiz(page);
  await page.goto('/profile/edit-profile');
  const form = profilePage(page, 'EditProfile');
  const mobile = form.getByRole('textbox', { name: 'شمارهٔ موبایل' });

  await form.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
  await form.getByRole('textbox', { name: 'نام خانوادگی' }).fill('کاظمی');
  await mobile.fill(fa(typo));
  await form.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();

  // The name is saved at once; the number waits for the code sent to it, and the form says so.
  const panel = form.getByRole('region', { name: 'تأیید شمارهٔ موبایل تازه' });
  await expect(panel.getByRole('status')).toHaveText(`کد تأیید به ${fa(typo)} فرستاده شد.`);
  await expect(panel).toContainText(
    `تا این کد تأیید نشود، شمارهٔ موبایل شما همان ${fa(oldNumber)} می‌ماند و همچنان با همان وارد می‌شوید.`,
  );
  await expect(panel.getByRole('textbox', { name: 'رقم ۱ از ۶' })).toBeFocused();
  await expect(panel.getByRole('button', { name: /^ارسال دوبارهٔ کد تا / })).toBeDisabled();
  await expect(headerAccount(page, /مریم کاظمی/)).toBeVisible();
  await expectAccessible('the edit form waiting for a code');

  // The code never comes back: the student logs out and in again with the old number. The header hides
  // while the page is scrolled down to the code, so the student scrolls back up first.
  await page.mouse.wheel(0, -5000);
  await headerAccount(page, /مریم کاظمی/).click();
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await logInWithCode(page, oldNumber);
  await expect(headerAccount(page, /مریم کاظمی/)).toBeVisible();
  await page.goto('/profile/test-archive');
  await expect(
    profilePage(page, 'TestArchive').getByRole('link', { name: 'آزمون زبان انگلیسی نهم: دستور زبان' }),
  ).toBeVisible();
  expect(await registered(page, typo)).toBe(false);

  // The right number, confirmed with its code, becomes the login.
  await page.goto('/profile/edit-profile');
  // Numbers show in Persian digits, as everywhere on the site.
  await expect(mobile).toHaveValue(fa(oldNumber));
  await mobile.fill(rightNumber);
  await form.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
  await expect(panel.getByRole('textbox', { name: 'رقم ۱ از ۶' })).toBeFocused();
  await typeCode(page, E2E_OTP_CODE);
  await expect(
    page.getByRole('status').filter({ hasText: `شمارهٔ موبایل شما به ${fa(rightNumber)} تغییر کرد` }),
  ).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(mobile).toHaveValue(fa(rightNumber));
  expect(await registered(page, rightNumber)).toBe(true);
  expect(await registered(page, oldNumber)).toBe(false);
});
