import { expect, test } from './fixtures.ts';
import { logIn } from './support/areas.ts';
import { isSubmitAnswer, options, startQuiz, studentLogin } from './support/quiz.ts';

// The one-minute drill (QZ1011, 5 questions) lets the server's own clock pass the run's end within the
// test: Playwright's clock moves the browser only, and the late-pick rule is the server's.
test('a pick made offline ten seconds before the end and sent after it counts', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(page, baseURL!, studentLogin(41));
  await startQuiz(page, 'math-grade-7-one-minute-fractions');

  // Ten seconds before the end the connection drops, and the student picks an option.
  await expect(page.getByRole('timer')).toHaveAccessibleName('زمان باقی‌مانده: ۰:۱۰', { timeout: 60_000 });
  await context.setOffline(true);
  await expect(page.getByText(/^اتصال اینترنت قطع است\. می‌توانید به پاسخ دادن ادامه دهید/)).toBeVisible();
  await options(page).nth(0).check();
  await expect(page.getByText(/^ارسال نشد/)).toBeVisible();

  // The clock runs out while offline: the pick waits in the browser and the page says what comes next.
  await expect(page.getByText(/^زمان آزمون به پایان رسید و اتصال اینترنت قطع است/)).toBeVisible({
    timeout: 15_000,
  });
  // The countdown ends at or after the server's end (it counts from whole seconds read a moment later), so
  // the server's end has passed; a few more seconds make the pick arrive well after it.
  await page.waitForTimeout(3_000);
  const lateSend = page.waitForResponse((response) => isSubmitAnswer(response.request()));
  await context.setOffline(false);
  // The server takes the pick though its run has ended: it was made before the end.
  expect((await lateSend).status()).toBe(200);

  // The result counts it: four of the five questions are blank, and no pick is named as lost.
  await expect(page).toHaveURL(/\/quiz\/run\/QZ1011\/result\/\d+$/, { timeout: 15_000 });
  const tile = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=..');
  await expect(tile('بی‌پاسخ')).toContainText('۴');
  await expect(page.getByText('به حساب نیامد')).toHaveCount(0);
});
