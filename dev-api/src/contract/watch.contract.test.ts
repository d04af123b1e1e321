import {
  accessTokenOf,
  confirmOtp,
  getCourseDetails,
  getNotifications,
  getProfileCourses,
  getUserContentWatch,
  getUserCourseMastery,
  getUserMastery,
  loginRegister,
  NotFoundError,
  setUserWatchProgress,
  UnauthorizedError,
  ValidationError,
  type CourseDetails,
} from '@shared/api-client';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
let course: CourseDetails;
let videoIds: number[];

/** Logs in through the real OTP flow (the harness fixes the code to 123456) and acts as that user. */
async function logInAs(login: string): Promise<void> {
  harness.token.value = undefined;
  const challenge = await loginRegister({ login });
  const token = challenge.data?.token;
  if (!token) throw new Error('login-register gave no token');
  const session = await confirmOtp({ code: '123456', token });
  harness.token.value = accessTokenOf(session);
}

async function fieldErrors(call: Promise<unknown>): Promise<Record<string, string>> {
  const error = await call.catch((caught: unknown) => caught);
  if (!(error instanceof ValidationError)) throw new Error(`expected a ValidationError, got ${String(error)}`);
  return error.fields;
}

beforeAll(async () => {
  harness = await startHarness();
  course = (await getCourseDetails('math-grade-7')).data;
  videoIds = course.sections.flatMap((section) =>
    section.contents.filter((content) => content.type === 'video').map((content) => content.id),
  );
});
afterAll(() => harness.close());

describe('watch contract', () => {
  it('all four watch calls answer 401 without a session', async () => {
    harness.token.value = undefined;
    await expect(getUserContentWatch(course.id)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(
      setUserWatchProgress({ id: videoIds[0] ?? 0, watched_seconds: 1, total_seconds: 24 }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(getUserCourseMastery(course.slug)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(getUserMastery(course.id)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('GET get-user-course-mastery and get-user-mastery start at zero and agree', async () => {
    await logInAs('09121111111');
    const bySlug = await getUserCourseMastery(course.slug);
    const byId = await getUserMastery(course.id);
    expect(bySlug.data).toEqual(byId.data);
    expect(bySlug.data).toMatchObject({ mastery_percent: 0, watched_contents: 0, total_contents: videoIds.length });
    expect((await getUserContentWatch(course.id)).data).toEqual([]);
  });

  it('GET set-user-watch-progress saves a resume point that get-user-content-watch returns', async () => {
    await logInAs('09121111111');
    const [firstVideo = 0] = videoIds;
    const saved = await setUserWatchProgress({
      id: firstVideo,
      watched_seconds: 12,
      total_seconds: 24,
      played: '0-12',
    });
    expect(saved.message).toBe('پیشرفت تماشای شما ذخیره شد.');
    expect(saved.data?.progress).toMatchObject({ percent: 50, is_watched: false });
    expect(saved.data?.mastery.mastery_percent).toBeGreaterThan(0);

    const { data: positions } = await getUserContentWatch(course.id);
    expect(positions).toEqual([expect.objectContaining({ content_id: firstVideo, watched_seconds: 12 })]);
  });

  it('mastery grows as videos are watched, ignores rewinding and reaches 100 %', async () => {
    await logInAs('09121111111');
    const [firstVideo = 0] = videoIds;
    const before = (await getUserMastery(course.id)).data.mastery_percent;
    const nearlyDone = await setUserWatchProgress({
      id: firstVideo,
      watched_seconds: 22,
      total_seconds: 24,
      played: '0-22',
    });
    expect(nearlyDone.data?.progress.is_watched).toBe(true);
    expect(nearlyDone.data?.mastery.watched_contents).toBe(1);
    expect(nearlyDone.data?.mastery.mastery_percent).toBeGreaterThan(before);

    const rewound = await setUserWatchProgress({
      id: firstVideo,
      watched_seconds: 3,
      total_seconds: 24,
      played: '0-3',
    });
    expect(rewound.data?.progress).toMatchObject({ watched_seconds: 3, is_watched: true });
    expect(rewound.data?.mastery).toEqual(nearlyDone.data?.mastery);

    for (const id of videoIds)
      await setUserWatchProgress({ id, watched_seconds: 24, total_seconds: 24, played: '0-24' });
    expect((await getUserCourseMastery(course.slug)).data).toMatchObject({
      mastery_percent: 100,
      watched_contents: videoIds.length,
    });
  });

  it('lists a course as started from its first saved second, and issues the certificate when its last video is watched', async () => {
    await logInAs('09123333333');
    const [firstVideo = 0, ...otherVideos] = videoIds;
    expect((await getProfileCourses()).data).toEqual([]);

    await setUserWatchProgress({ id: firstVideo, watched_seconds: 1, total_seconds: 24 });
    const started = (await getProfileCourses()).data;
    expect(started.map((entry) => entry.slug)).toEqual([course.slug]);
    const mastery = (await getUserCourseMastery(course.slug)).data;
    expect(started[0]).toMatchObject({
      progress_percent: mastery.mastery_percent,
      completed_contents: mastery.watched_contents,
      contents_count: mastery.total_contents,
    });
    const certificateFor = (body: string) => body.includes('گواهی') && body.includes(course.title);
    const bellMessages = async () => {
      const bell = await getNotifications();
      return bell.kind === 'messages' ? bell.messages : [];
    };
    expect((await bellMessages()).some((message) => certificateFor(message.body))).toBe(false);

    for (const id of [firstVideo, ...otherVideos])
      await setUserWatchProgress({ id, watched_seconds: 24, total_seconds: 24, played: '0-24' });
    expect((await getProfileCourses()).data[0]).toMatchObject({ slug: course.slug, progress_percent: 100 });
    const messages = await bellMessages();
    expect(messages.filter((message) => certificateFor(message.body))).toHaveLength(1);
    expect(messages[0]).toMatchObject({ is_read: false });
    expect(certificateFor(messages[0]?.body ?? '')).toBe(true);
  });

  it('counts a video watched by the distinct seconds played, never by the playhead dragged to the end', async () => {
    await logInAs('09124444444');
    const [firstVideo = 0] = videoIds;
    // Two seconds played, then the playhead dragged to the end: the position is the end, the video is not watched.
    const dragged = await setUserWatchProgress({
      id: firstVideo,
      watched_seconds: 24,
      total_seconds: 24,
      played: '0-2',
    });
    expect(dragged.data?.progress).toMatchObject({ watched_seconds: 24, is_watched: false, percent: 8 });
    expect(dragged.data?.mastery.watched_contents).toBe(0);
    // Without a report of what was played, a save moves the resume point and counts nothing.
    const silent = await setUserWatchProgress({ id: firstVideo, watched_seconds: 24, total_seconds: 24 });
    expect(silent.data?.progress).toMatchObject({ is_watched: false, percent: 8 });
    // The same seconds played twice count once; what is played on another visit adds up.
    await setUserWatchProgress({ id: firstVideo, watched_seconds: 12, total_seconds: 24, played: '0-12,0-12' });
    const half = (await getUserContentWatch(course.id)).data.find((entry) => entry.content_id === firstVideo);
    expect(half).toMatchObject({ percent: 50, is_watched: false });
    const done = await setUserWatchProgress({
      id: firstVideo,
      watched_seconds: 24,
      total_seconds: 24,
      played: '10-24',
    });
    expect(done.data?.progress).toMatchObject({ percent: 100, is_watched: true });
    expect(done.data?.mastery.watched_contents).toBe(1);
  });

  it('refuses a report of played seconds it cannot read, in Persian', async () => {
    await logInAs('09124444444');
    const [firstVideo = 0] = videoIds;
    for (const played of ['0-30', '5-2', 'همه', '0-24;1-2'])
      expect(
        await fieldErrors(setUserWatchProgress({ id: firstVideo, watched_seconds: 1, total_seconds: 24, played })),
      ).toEqual({ played: 'بازه‌های دیده‌شده خوانا نیست.' });
  });

  it('keeps each user’s progress apart', async () => {
    await logInAs('09122222222');
    expect((await getUserMastery(course.id)).data.mastery_percent).toBe(0);
  });

  it('GET set-user-watch-progress refuses impossible positions with Persian field messages', async () => {
    await logInAs('09121111111');
    const [firstVideo = 0] = videoIds;
    expect(await fieldErrors(setUserWatchProgress({ id: firstVideo, watched_seconds: 30, total_seconds: 24 }))).toEqual(
      { watched_seconds: 'زمان دیده‌شده نمی‌تواند از مدت کل بیشتر باشد.' },
    );
    expect(
      await fieldErrors(setUserWatchProgress({ id: firstVideo, watched_seconds: -1, total_seconds: 24 })),
    ).toMatchObject({ watched_seconds: 'زمان دیده‌شده نمی‌تواند منفی باشد.' });
  });

  it('answers 404 for unknown contents and courses', async () => {
    await logInAs('09121111111');
    await expect(setUserWatchProgress({ id: 999_999, watched_seconds: 1, total_seconds: 2 })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(getUserCourseMastery('no-such-course')).rejects.toBeInstanceOf(NotFoundError);
    await expect(getUserMastery(999_999)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getUserContentWatch(999_999)).rejects.toBeInstanceOf(NotFoundError);
  });
});
