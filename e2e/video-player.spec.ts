import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The demo student finished ریاضی هشتم in the seed, so watching its first
 * video to the end again leaves what other tests read (report card,
 * mastery) as it was.
 */
const COURSE = 'math-grade-8';
const VIDEO = { slug: 'math-grade-8-1-1', title: 'آموزش عددهای صحیح و گویا' };
const HANDOUT = { slug: 'math-grade-8-1-4', title: 'جزوه عددهای صحیح و گویا' };

const currentTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

test.use({ persona: 'demo' });

test('a lesson video shows Persian times, seeks by keyboard, offers the next content at its end, and a handout downloads as a PDF', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(`/course/content/${COURSE}/${VIDEO.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(VIDEO.title);
  const player = page.getByRole('region', { name: 'پخش‌کنندهٔ ویدیو' });
  const clock = player.getByRole('timer', { name: /^زمان پخش/ });
  // media-chrome's controls have replaced the browser's: Persian digits, the position first.
  await expect(clock).toHaveAccessibleName('زمان پخش: ۰:۰۰ از ۰:۲۴');
  await expect(clock).toHaveText('۰:۰۰/۰:۲۴');
  await expect(player.getByRole('combobox', { name: 'سرعت پخش' })).toHaveValue('1');
  await expect(page.locator('video')).not.toHaveAttribute('controls');
  await expectAccessible('a lesson video with its controls');

  // Play, then pause and seek with the keyboard alone: focus stays in the player.
  await page.getByRole('button', { name: 'پخش ویدیو' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  await page.keyboard.press('k');
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
  const pausedAt = await currentTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeCloseTo(pausedAt + 10, 1);
  await expect(clock).toHaveAccessibleName(/^زمان پخش: ۰:۱[۰-۹] از ۰:۲۴$/);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(page)).toBeCloseTo(pausedAt, 1);

  // Near the end, let it play out: the countdown to the next content, cancelled with Space on «لغو».
  await page.locator('video').evaluate((video: HTMLVideoElement) => {
    video.currentTime = video.duration - 1;
    void video.play();
  });
  const countdown = page.getByRole('region', { name: 'محتوای بعدی' });
  await expect(countdown.getByRole('timer')).toHaveText(/^رفتن به محتوای بعدی در [۱-۵] ثانیه$/);
  await expect(countdown.getByRole('button', { name: 'لغو' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(countdown).toHaveCount(0);
  await expect(page).toHaveURL(`/course/content/${COURSE}/${VIDEO.slug}`);
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.ended)).toBe(true);

  // A handout names its format and size, and is saved as a PDF under its Persian title.
  await page.goto(`/course/content/${COURSE}/${HANDOUT.slug}`);
  const link = page.getByRole('link', { name: /^دانلود فایل \([۰-۹٫]+ کیلوبایت، PDF\)$/ });
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${HANDOUT.title}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
