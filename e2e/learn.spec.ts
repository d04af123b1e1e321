import type { Page } from '@playwright/test';
import { expect, readerTest, test } from './fixtures.ts';
import { logInWithCode } from './support/session.ts';
import { COURSE, FIRST_VIDEO, learnPage, logInAsNewStudent, masteryPercent, watchSaves } from './support/learn.ts';

const currentTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

readerTest.describe('browsing courses', () => {
  readerTest('by grade, then opening a course', async ({ page, expectAccessible }) => {
    await page.goto('/learn');
    await expect(learnPage(page, 'CourseList').getByRole('heading', { level: 1 })).toHaveText('دوره‌ها');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible('/learn');
    await page.getByRole('navigation', { name: 'پایه‌های تحصیلی' }).getByRole('link', { name: COURSE.grade }).click();

    await expect(page).toHaveURL(`/learn/grade/${COURSE.gradeSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`دوره‌های پایهٔ ${COURSE.grade}`);
    await expect(page).toHaveTitle(new RegExp(`دوره‌های پایهٔ ${COURSE.grade}`));
    await expect(page.getByText(/^[۰-۹]+ دوره$/)).toBeVisible();
    await page.getByRole('link', { name: COURSE.title, exact: true }).click();

    await expect(page).toHaveURL(`/course/${COURSE.slug}`);
    await expect(learnPage(page, 'CoursePage').getByRole('heading', { level: 1 })).toHaveText(COURSE.title);
    await expect(page).toHaveTitle(new RegExp(COURSE.title));
    const sidebar = page.getByRole('complementary', { name: 'ستون کناری دوره' });
    await expect(sidebar.getByRole('link', { name: /فصل ۱:/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: new RegExp(FIRST_VIDEO.title) })).toHaveAttribute(
      'href',
      `/course/content/${COURSE.slug}/${FIRST_VIDEO.slug}`,
    );
    // A guest is offered login, coming back to this course.
    await expect(page.getByRole('link', { name: 'ورود یا ثبت‌نام' }).first()).toHaveAttribute(
      'href',
      `/user/login?backUrl=%2Fcourse%2F${COURSE.slug}`,
    );
    await expectAccessible(`/course/${COURSE.slug}`);
  });

  readerTest.describe('in the dark theme', () => {
    readerTest.use({ colorScheme: 'dark' });

    readerTest('the grades and the roadmap list where to start', async ({ page, expectAccessible }) => {
      await page.goto('/education-grade');
      const grades = learnPage(page, 'Grades');
      await expect(grades.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(grades.getByRole('link', { name: new RegExp(COURSE.grade) }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible('/education-grade');

      await page.goto('/course/roadmap');
      const roadmap = learnPage(page, 'Roadmap');
      await expect(roadmap.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible('/course/roadmap');
    });
  });

  readerTest('the learn pages work while the quiz area’s release is unreachable', async ({ page }) => {
    const quizRequests: string[] = [];
    await page.route('**/releases/quiz/**', (route) => {
      quizRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto('/learn');
    await expect(learnPage(page, 'CourseList').getByRole('heading', { level: 1 })).toHaveText('دوره‌ها');
    await page.goto(`/course/${COURSE.slug}`);
    await expect(learnPage(page, 'CoursePage').getByRole('heading', { level: 1 })).toHaveText(COURSE.title);
    await page.goto(`/course/content/${COURSE.slug}/${FIRST_VIDEO.slug}`);
    await expect(page.locator('video')).toBeVisible();
    expect(quizRequests).toEqual([]);
  });
});

test.describe('a logged-in student', () => {
  test('plays a video, leaves, comes back to resume it, and sees mastery grow', async ({
    page,
    baseURL,
    expectAccessible,
  }) => {
    await logInAsNewStudent(page, baseURL!);
    const saves = watchSaves(page);
    await page.goto(`/course/${COURSE.slug}`);
    await expect(masteryPercent(page)).toHaveText('۰٪');
    await page.getByRole('link', { name: 'شروع یادگیری' }).click();

    await expect(page).toHaveURL(`/course/content/${COURSE.slug}/${FIRST_VIDEO.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_VIDEO.title);
    const video = page.locator('video');
    // Debian's Chromium plays the dev API's H.264 lesson, so the video really plays here.
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.canPlayType('video/mp4; codecs="avc1.42E01E"')),
    ).not.toBe('');
    await expect(masteryPercent(page)).toHaveText('۰٪');
    await expectAccessible('a lesson page');

    await page.getByRole('button', { name: 'پخش ویدیو' }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    // Skip ahead as a student would with the seek bar, play a little, then pause.
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 12;
    });
    await expect.poll(() => currentTime(page)).toBeGreaterThan(13);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const pausedAt = await currentTime(page);
    await expect.poll(() => saves.at(-1)?.watched ?? 0, { timeout: 8000 }).toBeGreaterThanOrEqual(pausedAt - 0.5);
    expect(saves.every((save) => save.status === 200)).toBe(true);
    await expect(page.getByText('پیشرفت تماشای شما ذخیره شد.')).toBeVisible();
    // Mastery counts the seconds played, so the skip ahead added nothing: it grows when the video is played through.
    const sidebar = page.getByRole('complementary', { name: 'ستون کناری دوره' });
    await expect(sidebar.getByRole('link', { name: new RegExp(FIRST_VIDEO.title) })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Leave for the next lesson, then come back.
    await page.getByRole('link', { name: /بعدی/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`${FIRST_VIDEO.slug}$`));
    // Wait for the next lesson itself: the router keeps the video on screen while the next page loads,
    // and going back before it shows would return to the same, never-left player.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(FIRST_VIDEO.title);
    await page.goBack();
    await expect(page.getByRole('button', { name: /ادامه از/ })).toBeVisible();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(pausedAt - 3);
    expect(await currentTime(page)).toBeLessThan(pausedAt + 3);

    // Watching it through counts the video in full: the tick appears and mastery grows again. (Dragging the
    // playhead to the end would count nothing: a video is watched by the seconds played. Played at 16×.)
    const before = await masteryPercent(page).textContent();
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = 0;
      element.playbackRate = 16;
      void element.play();
    });
    await expect(sidebar.getByRole('link', { name: new RegExp(FIRST_VIDEO.title) })).toContainText('دیده‌شده', {
      timeout: 10_000,
    });
    await expect(masteryPercent(page)).not.toHaveText(before ?? '');
  });

  test('rates a course with stars', async ({ page, baseURL }) => {
    await logInAsNewStudent(page, baseURL!);
    await page.goto('/course/science-grade-7');
    const stars = page.getByRole('radiogroup', { name: 'امتیاز شما به این دوره' });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    await stars.getByRole('radio', { name: '۴ از ۵' }).click();
    await page.getByRole('button', { name: 'ثبت امتیاز' }).click();
    await expect(page.getByText('امتیاز ۴ از ۵ برای شما ثبت شد.')).toBeVisible();
    await expect(page.getByTestId('rating-count')).toContainText('رأی');
  });
});

test('a guest sent to login from my courses comes back to them after logging in', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/course/my-courses');
  await expect(page).toHaveURL('/user/login?backUrl=%2Fcourse%2Fmy-courses');
  await logInWithCode(page, '09120000000');
  await expect(page).toHaveURL('/course/my-courses');
  const myCourses = learnPage(page, 'MyCourses');
  await expect(myCourses.getByRole('heading', { level: 1 })).toHaveText('دوره‌های من');
  await expect(myCourses.getByRole('progressbar').first()).toBeVisible();
  await expectAccessible('/course/my-courses');
});

test.describe('on a 390 px phone, by touch alone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('from /learn to a watched lesson', async ({ page, baseURL }) => {
    await logInAsNewStudent(page, baseURL!);
    const saves = watchSaves(page);
    await page.goto('/learn');
    await page.getByRole('navigation', { name: 'پایه‌های تحصیلی' }).getByRole('link', { name: COURSE.grade }).tap();
    await expect(page).toHaveURL(`/learn/grade/${COURSE.gradeSlug}`);
    await page.getByRole('link', { name: COURSE.title, exact: true }).tap();
    await expect(page).toHaveURL(`/course/${COURSE.slug}`);

    // The chapter list lives in the bottom bar on a phone.
    const bar = page.getByRole('navigation', { name: 'نوار پایین' });
    await bar.getByRole('button', { name: 'فصل‌ها' }).tap();
    const sheet = page.getByRole('dialog', { name: COURSE.title });
    await sheet.getByRole('link', { name: new RegExp(FIRST_VIDEO.title) }).tap();
    await expect(page).toHaveURL(`/course/content/${COURSE.slug}/${FIRST_VIDEO.slug}`);
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'پخش ویدیو' }).tap();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(2);
    await expect.poll(() => saves.length, { timeout: 8000 }).toBeGreaterThan(0);
    await expect(masteryPercent(page)).not.toHaveText('۰٪', { timeout: 10_000 });

    await bar.getByRole('button', { name: 'فصل‌ها' }).tap();
    await expect(sheet.getByRole('link', { name: new RegExp(FIRST_VIDEO.title) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sheet.getByRole('button', { name: /بستن/ }).tap();
    await expect(sheet).toBeHidden();
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
