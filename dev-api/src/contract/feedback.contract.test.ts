import {
  accessTokenOf,
  getCourseDetails,
  getFeedbackList,
  storeFeedback,
  storeFeedbackRate,
  UnauthorizedError,
} from '@shared/api-client';
import { loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/**
 * Feedback is not a bearer call of the client (spec section 6): the browser proves the session with the
 * access-token cookie, which the site server turns into the bearer header (server/src/api-proxy.ts). The
 * test adds that header to every request the client sends, as the site server would.
 */
function sendSessionCookie(token: string | undefined): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('authorization', `Bearer ${token}`);
    return realFetch(request);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

describe('feedback contract', () => {
  it('POST /front/feedback/list pages through a course’s comments with its rating', async () => {
    const first = await getFeedbackList({ course_slug: 'chemistry-grade-12', per_page: 3 });
    expect(first.data).toHaveLength(3);
    expect(first.data[0]?.user.fullName).toMatch(/[\u0600-\u06FF]/);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 3 });
    // A popular course has many comments; the commenters are some of the course's raters.
    expect(first.meta.total).toBeGreaterThanOrEqual(10);
    expect(first.rating.count).toBeGreaterThan(first.meta.total);
    const second = await getFeedbackList({ course_slug: 'chemistry-grade-12', per_page: 3, page: 2 });
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
  });

  it('POST /front/feedback/list answers the same rating the course card shows', async () => {
    for (const slug of ['chemistry-grade-12', 'math-grade-9', 'biology-grade-11']) {
      const { rating } = await getFeedbackList({ course_slug: slug });
      const card = (await getCourseDetails(slug)).data.rating;
      expect({ average: rating.average, count: rating.count }).toEqual(card);
      const stars = Object.values(rating.distribution).reduce((sum, count) => sum + count, 0);
      expect(stars).toBe(rating.count);
    }
  });

  it('POST /front/feedback/list has no seeded comments for a slug outside the catalogue', async () => {
    const list = await getFeedbackList({ course_slug: 'course-1' });
    expect(list.meta.total).toBe(0);
    expect(list.rating.count).toBe(0);
  });

  it('POST /front/feedback/store and /storeRate need a login', async () => {
    await expect(storeFeedback({ course_slug: 'science-grade-9', body: 'درس خوبی بود.' })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(storeFeedbackRate({ course_slug: 'science-grade-9', rate: 5 })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it('POST /front/feedback/store adds a comment that the list then shows first', async () => {
    const restore = sendSessionCookie(accessTokenOf(await loginWithOtp(harness)));
    try {
      const stored = await storeFeedback({ course_slug: 'science-grade-9', body: 'مثال‌های فصل دوم عالی بود.' });
      expect(stored.message).toBe('نظر شما ثبت شد. از همراهی‌تان سپاسگزاریم.');
      const list = await getFeedbackList({ course_slug: 'science-grade-9' });
      expect(list.data[0]).toMatchObject({ body: 'مثال‌های فصل دوم عالی بود.', user: { fullName: 'سارا محمدی' } });
      const empty = await validationErrorOf(storeFeedback({ course_slug: 'science-grade-9', body: ' ' }));
      expect(empty.fields.body).toBe('متن نظر باید دست‌کم ۵ نویسه باشد.');
    } finally {
      restore();
    }
  });

  it('POST /front/feedback/storeRate changes the course’s average; a second rating replaces the first', async () => {
    const accessToken = accessTokenOf(await loginWithOtp(harness));
    const before = (await getFeedbackList({ course_slug: 'biology-grade-11' })).rating;
    const restore = sendSessionCookie(accessToken);
    try {
      const low = await storeFeedbackRate({ course_slug: 'biology-grade-11', rate: 1 });
      expect(low.data?.count).toBe(before.count + 1);
      expect(low.data?.average).toBeLessThan(before.average);
      const high = await storeFeedbackRate({ course_slug: 'biology-grade-11', rate: 5 });
      expect(high.data?.count).toBe(before.count + 1);
      expect(high.data?.average).toBeGreaterThan(low.data?.average ?? 0);
      // The student's own stars come back with the list, and the course's header counts the same votes.
      const list = await getFeedbackList({ course_slug: 'biology-grade-11' });
      expect(list.rating).toMatchObject({ mine: 5, count: before.count + 1 });
      const details = (await getCourseDetails('biology-grade-11')).data;
      expect(details.rating).toEqual({ average: list.rating.average, count: list.rating.count });
      const wrong = await validationErrorOf(storeFeedbackRate({ course_slug: 'biology-grade-11', rate: 6 }));
      expect(wrong.fields.rate).toBe('امتیاز را از ۱ تا ۵ ستاره انتخاب کنید.');
    } finally {
      restore();
    }
  });
});
