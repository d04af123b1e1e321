import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { E2E_OTP_CODE } from './areas.ts';

/** The submit-answer call of a quiz run. */
export const SUBMIT_ANSWER = '**/api/front/course/quiz/run/submit-answer';

/** Whether a request is a quiz run's submit-answer. */
export function isSubmitAnswer(request: Request): boolean {
  return request.method() === 'POST' && request.url().endsWith('/api/front/course/quiz/run/submit-answer');
}

/** The JSON body a submit-answer request carried. */
export function answerOf(request: Request): { run_id: number; question_id: number; option_id: number } {
  return request.postDataJSON() as { run_id: number; question_id: number; option_id: number };
}

/**
 * A phone number of its own for each test: the dev API registers it on the
 * first OTP request, so parallel tests never share a student (or a run).
 */
export function studentLogin(seed: number): string {
  return `0912${String(7_000_000 + seed).padStart(7, '0')}`;
}

/** The run page's current question heading («سؤال ۳ از ۱۲»). */
export function questionHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: /^سؤال .+ از .+$/ });
}

/** The question navigator in the quiz sidebar. */
export function navigator(page: Page): Locator {
  return page.getByRole('navigation', { name: 'فهرست سؤال‌ها' });
}

/** The options of the question on screen. */
export function options(page: Page): Locator {
  return page.getByRole('radiogroup').getByRole('radio');
}

/** The status line under the options (inside the question, not the run's notices above it). */
export function answerStatus(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: /^سؤال .+ از .+$/ })
    .getByRole('status')
    .filter({ hasText: /پاسخ|ارسال/ });
}

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** A number in Persian digits, as the pages write them. */
export function fa(value: number): string {
  return String(value).replace(/\d/g, (digit) => PERSIAN[Number(digit)]!);
}

/** Opens a quiz's start page and starts it; resolves once the first question shows. */
export async function startQuiz(page: Page, slug: string) {
  await page.goto(`/quiz/${slug}/start`);
  await page.getByRole('button', { name: 'شروع آزمون' }).click();
  await expect(page).toHaveURL(/\/quiz\/run\/[^/?]+\?question=1$/);
  await expect(questionHeading(page)).toContainText('سؤال ۱ از');
}

/** The question on screen has settled: not the previous one, still shown while this one loads. */
export async function questionSettled(page: Page) {
  await expect(page.getByRole('main').locator('section[aria-busy="true"]')).toHaveCount(0);
}

/** The next submit-answer answer the server gives with success. */
export function answerSaved(page: Page) {
  return page.waitForResponse((response) => isSubmitAnswer(response.request()) && response.ok());
}

/**
 * Chooses the option at `choice` (0-based), which saves it, waits for the server to take it, then presses
 * «ثبت پاسخ» to move on.
 */
export async function answer(page: Page, choice = 0) {
  await questionSettled(page);
  const heading = await questionHeading(page).textContent();
  const saved = answerSaved(page);
  await options(page).nth(choice).check();
  await saved;
  await page.getByRole('button', { name: 'ثبت پاسخ' }).click();
  return heading;
}

/** Logs in on the shell's login page with the OTP flow (the page must be open). */
export async function logInOnLoginPage(page: Page, login: string) {
  await page.getByRole('textbox', { name: /شمارهٔ موبایل یا ایمیل/ }).fill(login);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByRole('textbox', { name: 'رقم ۱ از ۶' })).toBeFocused();
  await page.keyboard.type(E2E_OTP_CODE);
}

/** Keys of the answers the run page keeps in the browser before sending. */
export async function pendingKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quiz:pending:')));
}

/**
 * Accepts the browser's own "leave this page?" question, which a run in progress asks before a reload or
 * a new address (closing the tab asks the same); returns how many times it was asked.
 */
export function acceptLeavingRuns(page: Page): { asked: number } {
  const counter = { asked: 0 };
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload') return;
    counter.asked += 1;
    void dialog.accept();
  });
  return counter;
}
