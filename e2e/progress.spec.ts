import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { learnPage, masteryPercent } from './support/learn.ts';

/** A course the demo student's seeded history has not touched, and a video in its second chapter. */
const COURSE = { slug: 'math-grade-7', title: 'ریاضی هفتم' } as const;
const WATCHED = 'math-grade-7-2-3';
/** The content right after it: the chapter's handout. */
const NEXT = 'math-grade-7-2-4';

const progressOf = (page: Page, label: string) => page.getByRole('progressbar', { name: label });

test.use({ persona: 'demo' });

test('one truth about progress: watching a video to its end moves every page the same way', async ({ page }) => {
  // The demo student's finished course and its certificate agree before anything is watched.
  await page.goto('/certificates');
  await expect(page.getByRole('article', { name: 'گواهی پایان دورهٔ ریاضی هشتم' })).toBeVisible();

  await page.goto(`/course/content/${COURSE.slug}/${WATCHED}`);
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/set-user-watch-progress') &&
      Number(new URL(response.url()).searchParams.get('watched_seconds')) >= 22,
  );
  await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
    if (Number.isNaN(video.duration)) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve));
    video.muted = true;
    // Played through (at 16×): a video counts by the seconds played, not by where the playhead is dragged.
    video.playbackRate = 16;
    await video.play();
  });
  expect((await saved).status()).toBe(200);

  await page.goto(`/course/${COURSE.slug}`);
  const percentText = (await masteryPercent(page).textContent())?.trim() ?? '';
  expect(percentText).not.toBe('۰٪');
  const percent = await progressOf(page, 'میزان تسلط').getAttribute('aria-valuenow');
  // «Continue» goes on after the video just watched, not back to chapter 1.
  const next = page.getByRole('link', { name: 'ادامهٔ یادگیری' });
  await expect(next).toHaveAttribute('href', `/course/content/${COURSE.slug}/${NEXT}`);

  await page.goto('/course/my-courses');
  // Listed as started (the order, most recent first, is the dev API's contract test: another test may
  // save a position of the demo student at the same moment).
  await expect(learnPage(page, 'MyCourses').getByRole('listitem').filter({ hasText: COURSE.title })).toHaveCount(1);
  await expect(progressOf(page, `پیشرفت در ${COURSE.title}`)).toHaveAttribute('aria-valuenow', percent ?? '');

  await page.goto('/profile/courses');
  await expect(progressOf(page, `پیشرفت در ${COURSE.title}`)).toHaveAttribute('aria-valuenow', percent ?? '');
  await expect(progressOf(page, 'پیشرفت در ریاضی هشتم')).toHaveAttribute('aria-valuenow', '100');

  await page.goto('/certificates');
  await expect(progressOf(page, `تسلط بر ${COURSE.title}`)).toHaveAttribute('aria-valuenow', percent ?? '');
  await expect(page.getByRole('article', { name: 'گواهی پایان دورهٔ ریاضی هشتم' })).toBeVisible();

  await page.goto(`/course/${COURSE.slug}`);
  await page.getByRole('link', { name: 'ادامهٔ یادگیری' }).click();
  await expect(page).toHaveURL(`/course/content/${COURSE.slug}/${NEXT}`);
});
