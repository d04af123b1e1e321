import { expect, readerTest, test } from './fixtures.ts';
import { DEMO_LOGIN, logIn } from './support/areas.ts';
import { numberIn } from './support/session.ts';
import { collectErrors } from './support/console-errors.ts';
import {
  acceptLeavingRuns,
  answer,
  answerOf,
  answerSaved,
  answerStatus,
  fa,
  isSubmitAnswer,
  logInOnLoginPage,
  navigator,
  options,
  pendingKeys,
  questionHeading,
  questionSettled,
  startQuiz,
  studentLogin,
  SUBMIT_ANSWER,
} from './support/quiz.ts';

test.describe('a quiz run', () => {
  test('from the list to the final result: one question at a time, navigator, clock, finish, results', async ({
    page,
    baseURL,
    expectAccessible,
  }) => {
    const errors = collectErrors(page);
    await logIn(page, baseURL!, studentLogin(1));
    await page.goto('/quiz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('آزمون‌ها');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible('/quiz');
    await page.getByRole('searchbox', { name: 'جست‌وجو در آزمون‌ها' }).fill('کسرها');
    await expect(page).toHaveURL(/search=/);
    await page.getByRole('link', { name: 'آزمون ریاضی هفتم: کسرها و درصد' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('آزمون ریاضی هفتم: کسرها و درصد');
    await expect(page.getByText('۱۲ سؤال', { exact: true })).toBeVisible();
    await expect(page.getByText('۲۰ دقیقه', { exact: true })).toBeVisible();
    await expectAccessible('a quiz page');
    // The rules are numbered in Persian digits, like the rest of the page.
    const rules = page.locator('ol', { hasText: 'هر سؤال چهار گزینه دارد' });
    expect(await rules.evaluate((list) => getComputedStyle(list).listStyleType)).toBe('persian');
    // One press on the quiz page starts the run.
    await page.getByRole('button', { name: 'شروع آزمون' }).click();

    await expect(page).toHaveURL('/quiz/run/QZ1001?question=1');
    await expect(questionHeading(page)).toHaveText('سؤال ۱ از ۱۲');
    // The clock counts down in Persian digits from the quiz's 20 minutes.
    await expect(page.getByRole('timer')).toHaveAccessibleName(/زمان باقی‌مانده: ۱[۹۸]:[۰-۵][۰-۹]/);
    // The question and its options are typeset.
    await expect(page.getByRole('main').locator('.katex').first()).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'ستون کناری دوره' });
    await expect(sidebar.getByRole('navigation', { name: 'فهرست سؤال‌ها' }).getByRole('button')).toHaveCount(12);

    // Answer 1 to 11 in order; submitting moves on to the next question.
    for (let question = 1; question <= 11; question += 1) {
      await expect(questionHeading(page)).toHaveText(`سؤال ${fa(question)} از ۱۲`);
      await answer(page, question % 4);
      await expect(questionHeading(page)).toHaveText(`سؤال ${fa(question + 1)} از ۱۲`);
    }
    await expect(navigator(page).getByRole('button', { name: 'سؤال ۳، پاسخ داده شده' })).toBeVisible();
    await expect(navigator(page).getByRole('button', { name: 'سؤال ۱۲، بی‌پاسخ' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    // Jump back to question 2 with the navigator: its answer is still chosen.
    await navigator(page).getByRole('button', { name: 'سؤال ۲، پاسخ داده شده' }).click();
    await expect(questionHeading(page)).toHaveText('سؤال ۲ از ۱۲');
    await expect(options(page).nth(2)).toBeChecked();
    await navigator(page)
      .getByRole('button', { name: /سؤال ۱۲،/ })
      .click();

    // Finishing asks first; cancelling keeps the run going.
    await page.getByRole('main').getByRole('button', { name: 'پایان آزمون' }).click();
    const dialog = page.getByRole('dialog', { name: 'پایان آزمون' });
    await expect(dialog).toContainText('۱۱ سؤال از ۱۲ سؤال پاسخ داده شده است.');
    await expect(dialog).toContainText('۱ سؤال بی‌پاسخ مانده است.');
    await dialog.getByRole('button', { name: 'ادامهٔ آزمون' }).click();
    await expect(dialog).toBeHidden();
    await sidebar.getByRole('button', { name: 'پایان آزمون' }).click();
    await dialog.getByRole('button', { name: 'بله، آزمون را تمام کن' }).click();

    await expect(page).toHaveURL(/\/quiz\/run\/QZ1001\/result\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتیجهٔ آزمون');
    await expect(page.getByRole('status').filter({ hasText: 'آزمون به پایان رسید' })).toBeVisible();
    const figures = page.getByRole('definition');
    await expect(figures).not.toHaveCount(0);
    await expect(page.getByRole('term').filter({ hasText: 'بی‌پاسخ' }).locator('xpath=..')).toContainText('۱');

    await page.getByRole('navigation', { name: 'بخش‌های نتیجه' }).getByRole('link', { name: 'پاسخ‌نامهٔ کامل' }).click();
    await expect(page).toHaveURL(/\/quiz\/run\/QZ1001\/result\/\d+\/full$/);
    await expect(page.getByRole('article')).toHaveCount(12);
    const first = page.getByRole('article', { name: 'سؤال ۱', exact: true });
    await expect(first.getByRole('region', { name: 'پاسخ تشریحی سؤال ۱', exact: true })).toContainText(/.{20,}/);
    await expect(first.getByText(/پاسخ درست|پاسخ شما؛ درست/)).toBeVisible();
    await expect(page.getByRole('article', { name: 'سؤال ۱۲' }).getByText('بی‌پاسخ', { exact: true })).toBeVisible();

    await page.getByRole('navigation', { name: 'بخش‌های نتیجه' }).getByRole('link', { name: 'کارنامهٔ نهایی' }).click();
    await expect(page).toHaveURL(/\/quiz\/math-grade-7-fractions-percent\/result\/final-result\?run=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('کارنامهٔ نهایی');
    await expect(page.getByRole('region', { name: /عالی|خوب|قابل قبول|نیاز به تمرین بیشتر/ })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'پایان' }).locator('xpath=..')).toContainText('۱۴۰');

    // The finished run is no longer in progress: its address offers the result and a new start.
    await page.goto('/quiz/run/QZ1001');
    await expect(page.getByRole('heading', { name: 'آزمونی در جریان نیست' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'دیدن نتیجهٔ آخرین آزمون' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a reload mid-run resumes at the same question with the answers kept', async ({ page, baseURL }) => {
    const leaving = acceptLeavingRuns(page);
    await logIn(page, baseURL!, studentLogin(2));
    await startQuiz(page, 'persian-literature-grade-9-devices');
    await answer(page, 1);
    await answer(page, 2);
    await expect(questionHeading(page)).toHaveText('سؤال ۳ از ۱۱');
    await expect(page.getByRole('timer')).toHaveAccessibleName(/زمان باقی‌مانده: ۱۴:۵/);

    await page.reload();
    // The browser asked before the page went: a run in progress never closes without a question.
    expect(leaving.asked).toBe(1);
    await expect(questionHeading(page)).toHaveText('سؤال ۳ از ۱۱');
    await expect(navigator(page).getByRole('button', { name: 'سؤال ۱، پاسخ داده شده' })).toBeVisible();
    await expect(navigator(page).getByRole('button', { name: 'سؤال ۲، پاسخ داده شده' })).toBeVisible();
    // The clock carries on from the server's time: it does not start again.
    await expect(page.getByRole('timer')).toHaveAccessibleName(/زمان باقی‌مانده: ۱۴:[۰-۵]/);

    // Coming back later through the quiz's page resumes the same run where it was left.
    await page.goto('/quiz/persian-literature-grade-9-devices');
    await page.getByRole('link', { name: 'ادامهٔ آزمون نیمه‌تمام' }).click();
    await expect(page).toHaveURL('/quiz/run/QZ1007?question=3');
    await navigator(page).getByRole('button', { name: 'سؤال ۲، پاسخ داده شده' }).click();
    await expect(options(page).nth(2)).toBeChecked();
  });

  test('a double click on submit sends the answer once', async ({ page, baseURL }) => {
    await logIn(page, baseURL!, studentLogin(3));
    await startQuiz(page, 'arabic-grade-9');
    const submits: unknown[] = [];
    page.on('request', (request) => {
      if (isSubmitAnswer(request)) submits.push(answerOf(request));
    });
    // Choosing sends the answer; a double click on submit then sends nothing more.
    const saved = page.waitForResponse((response) => isSubmitAnswer(response.request()));
    await options(page).nth(1).check();
    await saved;
    await page.getByRole('button', { name: 'ثبت پاسخ' }).dblclick();
    await expect(questionHeading(page)).toHaveText('سؤال ۲ از ۱۱');
    // Pressing again on an answer the server already holds sends nothing either: it only moves on.
    await navigator(page).getByRole('button', { name: 'سؤال ۱، پاسخ داده شده' }).click();
    await expect(answerStatus(page)).toHaveText('پاسخ شما ثبت شده است.');
    await page.getByRole('button', { name: 'ثبت پاسخ' }).click();
    await expect(questionHeading(page)).toHaveText('سؤال ۲ از ۱۱');
    await page.waitForTimeout(300);
    expect(submits).toHaveLength(1);
  });

  test('a 401 mid-run keeps the answer through login and sends it once', async ({ page, baseURL }) => {
    acceptLeavingRuns(page);
    await logIn(page, baseURL!, DEMO_LOGIN);
    await startQuiz(page, 'english-grade-9-grammar');
    await answer(page, 0);
    await expect(questionHeading(page)).toHaveText('سؤال ۲ از ۱۱');

    // The session expires exactly as this answer is sent.
    let intercepted = 0;
    await page.route(SUBMIT_ANSWER, async (route) => {
      intercepted += 1;
      await route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthenticated."}' });
    });
    // Choosing sends it, and the 401 sends the student to login (a click: the page is gone before the radio
    // could be seen checked).
    await options(page).nth(3).click();
    await expect(page).toHaveURL('/user/login?backUrl=%2Fquiz%2Frun%2FQZ1009%3Fquestion%3D2');
    await page.unroute(SUBMIT_ANSWER);
    expect(intercepted).toBe(1);
    // The answer waits in the browser.
    expect(await pendingKeys(page)).toHaveLength(1);

    const sentAfterLogin: { question_id: number; option_id: number }[] = [];
    page.on('request', (request) => {
      if (isSubmitAnswer(request)) sentAfterLogin.push(answerOf(request));
    });
    const resent = page.waitForResponse((response) => isSubmitAnswer(response.request()) && response.ok());
    await logInOnLoginPage(page, DEMO_LOGIN);

    // Back on the same question, the kept answer goes by itself, once.
    await expect(page).toHaveURL('/quiz/run/QZ1009?question=2');
    await resent;
    await expect(questionHeading(page)).toHaveText('سؤال ۲ از ۱۱');
    await expect(options(page).nth(3)).toBeChecked();
    await expect(answerStatus(page)).toHaveText('پاسخ شما ثبت شده است.');
    await expect(navigator(page).getByRole('button', { name: 'سؤال ۲، پاسخ داده شده' })).toBeVisible();
    expect(await pendingKeys(page)).toEqual([]);
    await page.waitForTimeout(500);
    expect(sentAfterLogin).toHaveLength(1);

    // The server holds it: after a reload the same option is chosen.
    await page.reload();
    await expect(options(page).nth(3)).toBeChecked();
    expect(sentAfterLogin).toHaveLength(1);
  });

  test('a failed submit keeps the answer as «ارسال نشد» and sends it on the next press or when the connection returns', async ({
    page,
    context,
    baseURL,
  }) => {
    await logIn(page, baseURL!, studentLogin(5));
    await startQuiz(page, 'science-grade-9-motion-electricity');
    const reachedServer: unknown[] = [];
    page.on('requestfinished', (request) => {
      if (isSubmitAnswer(request)) reachedServer.push(answerOf(request));
    });

    // The network drops the request that choosing sends.
    await page.route(SUBMIT_ANSWER, (route) => route.abort('internetdisconnected'), { times: 1 });
    await options(page).nth(2).check();
    await expect(answerStatus(page)).toContainText('ارسال نشد');
    await expect(navigator(page).getByRole('button', { name: 'سؤال ۱، پاسخ ارسال نشده' })).toBeVisible();
    expect(await pendingKeys(page)).toHaveLength(1);
    await expect(questionHeading(page)).toHaveText('سؤال ۱ از ۱۲');

    // Pressing again sends it.
    await page.getByRole('button', { name: 'ثبت پاسخ' }).click();
    await expect(questionHeading(page)).toHaveText('سؤال ۲ از ۱۲');
    await expect(navigator(page).getByRole('button', { name: 'سؤال ۱، پاسخ داده شده' })).toBeVisible();
    expect(reachedServer).toHaveLength(1);
    expect(await pendingKeys(page)).toEqual([]);

    // Offline: the answer is kept; when the connection returns it goes by itself.
    await context.setOffline(true);
    await options(page).nth(0).check();
    await expect(answerStatus(page)).toContainText('ارسال نشد');
    const back = page.waitForResponse((response) => isSubmitAnswer(response.request()) && response.ok());
    await context.setOffline(false);
    await back;
    await expect(navigator(page).getByRole('button', { name: 'سؤال ۲، پاسخ داده شده' })).toBeVisible();
    expect(reachedServer).toHaveLength(2);
    expect(await pendingKeys(page)).toEqual([]);
  });

  test('a chosen option is saved with no press of submit: through a reload, a step back and the clock running out', async ({
    page,
    baseURL,
  }) => {
    acceptLeavingRuns(page);
    await page.clock.install();
    await logIn(page, baseURL!, studentLogin(10));
    await startQuiz(page, 'biology-grade-10-cell');
    const total = numberIn((await questionHeading(page).textContent())!.split(' از ')[1]!.trim());
    const picks: unknown[] = [];
    page.on('request', (request) => {
      if (isSubmitAnswer(request)) picks.push(answerOf(request));
    });
    const next = page.getByRole('main').getByRole('button', { name: 'سؤال بعدی' });
    const previous = page.getByRole('main').getByRole('button', { name: 'سؤال قبلی' });

    // Pick on question 1, then reload: still chosen.
    let saved = answerSaved(page);
    await options(page).nth(1).check();
    await saved;
    await page.reload();
    await expect(questionHeading(page)).toHaveText(`سؤال ۱ از ${fa(total)}`);
    await expect(options(page).nth(1)).toBeChecked();

    // Pick on question 2, go back and forth: both still chosen.
    await next.click();
    await expect(questionHeading(page)).toHaveText(`سؤال ۲ از ${fa(total)}`);
    await questionSettled(page);
    saved = answerSaved(page);
    await options(page).nth(2).check();
    await saved;
    await previous.click();
    await expect(questionHeading(page)).toHaveText(`سؤال ۱ از ${fa(total)}`);
    await expect(options(page).nth(1)).toBeChecked();
    await next.click();
    await expect(questionHeading(page)).toHaveText(`سؤال ۲ از ${fa(total)}`);
    await expect(options(page).nth(2)).toBeChecked();

    // Pick on question 3 and let the clock run out.
    await next.click();
    await expect(questionHeading(page)).toHaveText(`سؤال ۳ از ${fa(total)}`);
    await questionSettled(page);
    saved = answerSaved(page);
    await options(page).nth(0).check();
    await saved;
    await page.clock.fastForward('15:05');
    await expect(page).toHaveURL(/\/quiz\/run\/QZ1006\/result\/\d+$/);

    // Each pick reached the server once, and the result counts all three.
    expect(picks).toHaveLength(3);
    await expect(page.getByRole('term').filter({ hasText: 'بی‌پاسخ' }).locator('xpath=..')).toContainText(
      fa(total - 3),
    );
  });

  test('the clock finishes the run by itself at zero', async ({ page, baseURL }) => {
    await page.clock.install();
    await logIn(page, baseURL!, studentLogin(6));
    await startQuiz(page, 'biology-grade-10-cell');
    await answer(page, 0);
    await page.clock.fastForward('15:05');
    await expect(page).toHaveURL(/\/quiz\/run\/QZ1006\/result\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتیجهٔ آزمون');
  });
});

test('a quiz run works while the learn area’s release is unreachable', async ({ page, baseURL }) => {
  const learnRequests: string[] = [];
  await page.route('**/releases/learn/**', (route) => {
    learnRequests.push(route.request().url());
    return route.abort();
  });
  await logIn(page, baseURL!, studentLogin(7));
  await startQuiz(page, 'math-grade-7-fractions-percent');
  await expect(questionHeading(page)).toHaveText('سؤال ۱ از ۱۲');
  await answer(page);
  await expect(questionHeading(page)).toHaveText('سؤال ۲ از ۱۲');
  await expect(navigator(page).getByRole('button', { name: 'سؤال ۱، پاسخ داده شده' })).toBeVisible();
  expect(learnRequests).toEqual([]);
});

test.describe('questions', () => {
  readerTest(
    'an English sentence inside a Persian question reads left to right, with its full stop at its end',
    async ({ page }) => {
      // «جای خالی را با گزینهٔ مناسب کامل کنید: I have lived here ___ 2015.»
      await page.goto('/question/Q2205');
      const sentence = page
        .getByRole('main')
        .locator('bdi[dir="ltr"]', { hasText: 'I have lived here ___ 2015.' })
        .first();
      await expect(sentence).toBeVisible();
      // Where the browser really draws the first word, the year and the full stop: left to right, the stop last.
      const drawn = await sentence.evaluate((element) => {
        const text = element.firstChild!;
        const length = text.textContent!.length;
        const rectOf = (from: number, to: number) => {
          const range = document.createRange();
          range.setStart(text, from);
          range.setEnd(text, to);
          return range.getBoundingClientRect();
        };
        return {
          first: rectOf(0, 1).left,
          year: rectOf(length - 5, length - 1).left,
          stop: rectOf(length - 1, length).left,
        };
      });
      expect(drawn.year).toBeGreaterThan(drawn.first);
      expect(drawn.stop).toBeGreaterThan(drawn.year);
      // The Persian instruction before it still reads right to left, and an English option as English.
      await expect(sentence.locator('xpath=..')).toHaveAttribute('dir', 'rtl');
      const option = page.getByRole('radiogroup').locator('[dir="ltr"]').first();
      expect(await option.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    },
  );

  readerTest('a question with LaTeX is typeset by KaTeX', async ({ page }) => {
    const font = page.waitForResponse((response) => /\/KaTeX_Main-Regular\.[^/]+\.woff2$/.test(response.url()));
    await page.goto('/question/Q1001');
    // Titled by its place in its topic, never by its code.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^سؤال ۱ از مبحث /);
    const formula = page.getByRole('main').locator('.katex').first();
    await expect(formula).toBeVisible();
    // KaTeX's stylesheet and fonts arrived: the formula is set in KaTeX's own font.
    expect(await formula.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('KaTeX_Main');
    // Its numbers are in Persian digits, like the rest of the page.
    expect(await formula.locator('.katex-html').textContent()).not.toMatch(/[0-9]/);
    expect((await font).status()).toBe(200);
    await expect(page.getByRole('radio')).toHaveCount(4);
  });

  test.describe('in the dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('the question bank by topic, with an answer checked and the solution', async ({
      page,
      baseURL,
      expectAccessible,
    }) => {
      await page.goto('/question');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('بانک سؤال');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible('/question');
      const topics = page.getByRole('region', { name: 'موضوع‌ها' });
      // A guest's topic search filters the list in the browser.
      await topics.getByRole('searchbox', { name: 'جست‌وجوی موضوع' }).fill('جذر');
      await expect(topics.getByRole('link')).toHaveCount(1);
      await topics.getByRole('link', { name: /توان و جذر/ }).click();
      await expect(page).toHaveURL('/question/topic/powers-and-roots');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('توان و جذر');
      await page.getByRole('navigation', { name: 'سطح دشواری' }).getByRole('link', { name: 'آسان' }).click();
      await expect(page).toHaveURL('/question/topic/powers-and-roots?difficulty=easy');
      // The list before the filter stays on screen, marked busy, until the easy questions arrive: its first
      // link would be the wrong one.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const first = page.getByRole('article').first();
      // Cards are titled by their place in the list, in Persian digits.
      await expect(first.getByRole('heading')).toHaveText('سؤال ۱');
      const href = await first.getByRole('link').getAttribute('href');
      await first.getByRole('link').click();
      await expect(page).toHaveURL(href!);

      // A guest sees the question but is asked to log in to check an answer or read the solution.
      await expect(page.getByRole('link', { name: 'ورود یا ثبت‌نام' })).toHaveCount(2);

      await logIn(page, baseURL!, studentLogin(7));
      await page.reload();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'ثبت پاسخ' }).click();
      await expect(page.getByRole('status').filter({ hasText: /آفرین|نادرست/ })).toBeVisible();
      await expect(page.getByText('پاسخ درست', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'نمایش پاسخ تشریحی' }).click();
      const solution = page.getByRole('region', { name: 'پاسخ تشریحی' });
      await expect(solution).toContainText(/گزینهٔ درست: گزینهٔ [۱-۴]/);
      await expect(solution.locator('.katex').first()).toBeVisible();
      // With the solution read, checking again would prove nothing.
      await expect(page.getByRole('button', { name: 'ثبت پاسخ' })).toBeDisabled();

      // Coming back, the bank remembers the answer, and offers the next question of the topic.
      await page.reload();
      await expect(page.getByRole('radio').first()).toBeChecked();
      await expect(page.getByRole('status').filter({ hasText: /^پیش‌تر به این سؤال پاسخ/ })).toBeVisible();
      await page.getByRole('link', { name: 'سؤال بعدی همین مبحث' }).click();
      await expect(page).not.toHaveURL(href!);
      await expect(page.getByRole('radio')).toHaveCount(4);
    });
  });

  readerTest.describe('as the fresh student', () => {
    readerTest.use({ persona: 'fresh' });

    readerTest('a member searches topics through the API', async ({ page }) => {
      await page.goto('/question');
      const searched = page.waitForRequest((request) => request.url().includes('/api/front/search/topics?search='));
      await page.getByRole('searchbox', { name: 'جست‌وجوی موضوع' }).fill('مول');
      // The site's own call: the server turns the HttpOnly session cookie into the bearer header for it.
      expect((await searched).headers()['x-requested-with']).toBe('XMLHttpRequest');
      await expect(
        page.getByRole('region', { name: 'موضوع‌ها' }).getByRole('link', { name: /مول و جرم مولی/ }),
      ).toBeVisible();
    });
  });
});

readerTest(
  'the exam landing page: dates in the Persian calendar, related quizzes and a call to action',
  async ({ page, expectAccessible }) => {
    await page.goto('/landing/mahaExam');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('آزمون ماها');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible('/landing/mahaExam');
    const dates = page.getByRole('region', { name: 'تاریخ‌های مهم' });
    await expect(dates.locator('time')).toHaveCount(4);
    await expect(dates.locator('time').nth(2)).toContainText('۱۴۰۵');
    await expect(dates.locator('time').nth(2)).toContainText('دی');
    await expect(page.getByRole('region', { name: 'برای ماها تمرین کنید' }).getByRole('article')).toHaveCount(6);
    await page.getByRole('link', { name: 'ثبت‌نام رایگان' }).first().click();
    await expect(page).toHaveURL('/user/login?backUrl=%2Flanding%2FmahaExam');
  },
);

test.describe('on a 390 px phone, by touch alone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a whole timed quiz from the list to the result, then found again in the test archive and on the quiz', async ({
    page,
    baseURL,
  }) => {
    await logIn(page, baseURL!, studentLogin(9));
    await page.goto('/quiz');
    await page.getByRole('link', { name: 'آزمون عربی نهم: قواعد و ترجمه' }).tap();
    await page.getByRole('button', { name: 'شروع آزمون' }).tap();
    await expect(questionHeading(page)).toHaveText('سؤال ۱ از ۱۱');
    await expect(page.getByRole('timer')).toHaveAccessibleName(/زمان باقی‌مانده: ۱[۴۵]:/);

    // The run has the screen to itself: no footer, no bottom bar; the clock stays in view at the bottom,
    // and nothing fixed covers the last button.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'نوار پایین' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('timer')).toBeInViewport();
    const clockTop = (await page.getByRole('timer').boundingBox())!.y;
    const lastButton = await page.getByRole('main').getByRole('button', { name: 'سؤال بعدی' }).boundingBox();
    expect(lastButton!.y + lastButton!.height).toBeLessThanOrEqual(clockTop);

    // Leaving for another page asks first; staying keeps the run.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /صفحهٔ اصلی/ })
      .tap();
    const leave = page.getByRole('dialog', { name: 'بیرون رفتن از آزمون؟' });
    await leave.getByRole('button', { name: 'ماندن در آزمون' }).tap();
    await expect(leave).toBeHidden();
    await expect(questionHeading(page)).toHaveText('سؤال ۱ از ۱۱');

    for (let question = 1; question <= 11; question += 1) {
      await expect(questionHeading(page)).toHaveText(`سؤال ${fa(question)} از ۱۱`);
      // The whole option row is the touch target; touching it saves the answer.
      const sent = answerSaved(page);
      await page
        .getByRole('radiogroup')
        .locator('label')
        .nth(question % 4)
        .tap();
      await sent;
      if (question === 4) {
        // Flagged to look at again: the navigator and the finish dialog say so.
        await page.getByRole('button', { name: 'علامت برای مرور' }).tap();
        // The navigator folds away on a phone; it opens by touch, already marks the chosen answer as given,
        // and closes on a choice.
        await page.getByRole('button', { name: 'فهرست سؤال‌ها' }).tap();
        await navigator(page).getByRole('button', { name: 'سؤال ۴، پاسخ داده شده، علامت‌خورده برای مرور' }).tap();
        await expect(navigator(page)).toBeHidden();
        await expect(options(page).nth(question % 4)).toBeChecked();
      }
      await page.getByRole('button', { name: 'ثبت پاسخ' }).tap();
      if (question === 11) await expect(answerStatus(page)).toHaveText('پاسخ شما ثبت شده است.');
    }
    await page.getByRole('main').getByRole('button', { name: 'پایان آزمون' }).tap();
    await expect(page.getByRole('dialog')).toContainText('۱ سؤال را برای مرور علامت زده‌اید: سؤال ۴.');
    await page.getByRole('dialog').getByRole('button', { name: 'بله، آزمون را تمام کن' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتیجهٔ آزمون');
    const resultPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'پاسخ‌نامه و پاسخ‌های تشریحی' }).tap();
    await expect(page.getByRole('article')).toHaveCount(11);

    // The finished run is in the profile's test archive, opening its result …
    await page.goto('/profile/test-archive');
    const archive = page.getByRole('list', { name: 'آزمون‌های داده‌شده' });
    await archive.getByRole('link', { name: 'آزمون عربی نهم: قواعد و ترجمه' }).first().tap();
    await expect(page).toHaveURL(resultPath);
    // … and on the quiz's own result page.
    await page.goto('/quiz/arabic-grade-9/result');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتیجهٔ آزمون');
    await expect(page.getByRole('main')).toContainText('آزمون عربی نهم: قواعد و ترجمه');
  });
});
