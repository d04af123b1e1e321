import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logInAsNewStudent, profilePage } from './support/profile.ts';
import { SITE_CLIENT } from './support/areas.ts';

/** A quiz of a course (ریاضی هفتم) with 12 questions: 11 right answers score 18.33 of 20. */
const QUIZ = { code: 'QZ1001', title: 'آزمون ریاضی هفتم: کسرها و درصد', course: 'ریاضی هفتم' } as const;
const SCORE = '۱۸٫۳۳ از ۲۰';

interface RunResult {
  questions: { id: number; correct_option_id: number }[];
}

async function startRun(request: APIRequestContext): Promise<number> {
  const started = await request.post('/api/front/course/quiz/run', { ...SITE_CLIENT, data: { quiz_code: QUIZ.code } });
  return ((await started.json()) as { data: { id: number } }).data.id;
}

async function finishRun(request: APIRequestContext, runId: number): Promise<RunResult> {
  await request.post('/api/front/course/quiz/run/finish-quiz', { ...SITE_CLIENT, data: { run_id: runId } });
  const result = await request.post('/api/front/course/quiz/run/get-result-quiz', {
    ...SITE_CLIENT,
    data: { run_id: runId },
  });
  return ((await result.json()) as { data: RunResult }).data;
}

/**
 * The student takes the quiz twice through the API, as the quiz pages do: a first run left blank (its result
 * names the right options), then one with all but the last question right.
 */
async function takeTheQuizTwice(request: APIRequestContext) {
  const { questions } = await finishRun(request, await startRun(request));
  const runId = await startRun(request);
  for (const question of questions.slice(0, -1)) {
    await request.post('/api/front/course/quiz/run/submit-answer', {
      ...SITE_CLIENT,
      data: { run_id: runId, question_id: question.id, option_id: question.correct_option_id },
    });
  }
  await finishRun(request, runId);
}

/**
 * The characters of a chart's figure in the order they are drawn on screen, left to right: the centre of
 * each one's box (a Range per character). Spaces, and characters drawn with no width, are left out.
 */
async function drawnOrder(figure: Locator): Promise<string> {
  return figure.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const drawn: { char: string; x: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0 && text[index]!.trim()) drawn.push({ char: text[index]!, x: box.left + box.width / 2 });
      }
    }
    return drawn
      .sort((a, b) => a.x - b.x)
      .map((item) => item.char)
      .join('');
  });
}

/** The figure drawn past a bar of the course's quiz chart («۱۸٫۳۳ از ۲۰»). */
const quizFigure = (card: Locator, score: string) =>
  card
    .getByRole('img', { name: new RegExp(`^نمودار آزمون‌های ${QUIZ.course}`) })
    .locator('.value')
    .filter({ hasText: score });

/**
 * «۱۸٫۳۳ از ۲۰» read right to left: on screen, from the left edge, «۲۰», then «از» (its letters, joined
 * right to left, are ز then ا from the left), then the number with its digits left to right. The bug drew
 * «۸٫۳۳ از ۱۲۰»: Chromium gave the isolate character around the figure the first digit's place at the far
 * left and the digit no width, so the sorted characters start with the isolate and miss the «۱».
 */
async function expectFigureInReadingOrder(card: Locator) {
  await expect(quizFigure(card, SCORE)).toHaveCount(1);
  expect(await drawnOrder(quizFigure(card, SCORE))).toBe(`۲۰${'ز'}${'ا'}۱۸٫۳۳`);
}

async function openCard(page: Page) {
  await page.goto('/profile/report-card');
  const card = profilePage(page, 'ReportCard');
  await expect(card.getByRole('table', { name: 'جدول نمرهٔ آزمون‌ها' })).toBeVisible();
  return card;
}

test('the report card lists a quiz the student just finished, its figures drawn right to left in both themes, for the student, on paper and for a parent', async ({
  page,
  baseURL,
  browser,
  expectAccessible,
}) => {
  await logInAsNewStudent(page, baseURL!);
  await takeTheQuizTwice(page.request);

  let card = await openCard(page);
  const quizzes = card.getByRole('table', { name: 'جدول نمرهٔ آزمون‌ها' });
  await expect(quizzes.getByRole('row', { name: new RegExp(QUIZ.title) })).toHaveCount(2);
  await expect(quizzes.getByRole('row', { name: new RegExp(QUIZ.title) }).last()).toContainText(SCORE);
  await expect(
    card.getByRole('table', { name: 'جدول نمرهٔ دوره‌ها' }).getByRole('row', { name: /ریاضی هفتم/ }),
  ).toContainText('۹٫۱۷ از ۲۰');
  await expectFigureInReadingOrder(card);
  await expect(card.getByRole('table', { name: 'جدول میانگین هر ماه' }).getByRole('row')).toHaveCount(2);

  // The same in the dark theme.
  await page.context().addCookies([{ name: 'platform_theme', value: 'dark', url: baseURL! }]);
  card = await openCard(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectFigureInReadingOrder(card);
  await expectAccessible('the report card of a quiz just taken');

  // On paper: the card alone, without the site's header, footer and menus or the share link.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'بخش‌های نمایه' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'چاپ کارنامه' })).toBeHidden();
  await expect(card.getByRole('textbox', { name: 'پیوند اشتراک کارنامه' })).toBeHidden();
  await expect(card.getByRole('table', { name: 'جدول نمرهٔ آزمون‌ها' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A parent with the link sees the same card, in the same order.
  const link = await card.getByRole('textbox', { name: 'پیوند اشتراک کارنامه' }).inputValue();
  const parent = await browser.newContext({ baseURL, locale: 'fa-IR' });
  const visitor = await parent.newPage();
  await visitor.goto(new URL(link).pathname);
  const shared = profilePage(visitor, 'SharedReportCard');
  await expect(
    shared.getByRole('table', { name: 'جدول نمرهٔ آزمون‌ها' }).getByRole('row', { name: new RegExp(QUIZ.title) }),
  ).toHaveCount(2);
  await expectFigureInReadingOrder(shared);
  await parent.close();
});
