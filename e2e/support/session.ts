import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_OTP_CODE } from './areas.ts';

/** The success message the dev API answers an OTP login with. */
export const OTP_LOGIN_MESSAGE = 'ورود با موفقیت انجام شد.';

/** The login field, in whichever tab is open. */
export function loginField(page: Page) {
  return page.getByRole('textbox', { name: /شمارهٔ موبایل یا ایمیل/ });
}

/** Asks for a code on the open login page and waits for the code boxes. */
export async function requestCode(page: Page, login: string) {
  await loginField(page).fill(login);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByRole('textbox', { name: 'رقم ۱ از ۶' })).toBeFocused();
}

/** Types the dev API's fixed code the way a person would; the page sends it when the last box fills. */
export async function typeCode(page: Page, code = E2E_OTP_CODE) {
  await page.keyboard.type(code);
}

/** Logs in through the login page's OTP tab (the page must be open). */
export async function logInWithCode(page: Page, login: string) {
  await requestCode(page, login);
  await typeCode(page);
  await expect(page.getByRole('status').filter({ hasText: OTP_LOGIN_MESSAGE })).toBeVisible();
}

/** The access-token cookie, if the browser holds one. */
export async function accessTokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'accessToken');
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** A number written in Persian digits («۱۲»), read back (12). */
export function numberIn(text: string): number {
  return Number(
    [...text].map((char) => (PERSIAN_DIGITS.includes(char) ? PERSIAN_DIGITS.indexOf(char) : char)).join(''),
  );
}

/** Solves the dev API's arithmetic captcha from its question («۷ به‌علاوهٔ ۵ چند می‌شود؟»), as a person would. */
export function solveCaptcha(question: string): string {
  const [first, second] = (question.match(/[۰-۹]+/g) ?? []).map(numberIn);
  if (first === undefined || second === undefined) throw new Error(`Not a captcha question: ${question}`);
  if (question.includes('منهای')) return String(first - second);
  if (question.includes('ضرب')) return String(first * second);
  return String(first + second);
}
