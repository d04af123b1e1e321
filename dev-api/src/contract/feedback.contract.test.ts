import { getFeedbackList, storeFeedback, storeFeedbackRate, UnauthorizedError } from '@shared/api-client';
import { loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/**
 * Feedback is not a bearer call (spec section 6): the browser proves the
 * session with the access-token cookie. Node's fetch has no cookie jar, so
 * the test adds the cookie to every request the client sends.
 */
function sendSessionCookie(token: string): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('cookie', `accessToken=${encodeURIComponent(token)}`);
    return realFetch(request);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

describe('feedback contract', () => {
  it('POST /front/feedback/list pages through a course’s comments with its rating', async () => {
    const first = await getFeedbackList({ course_slug: 'course-1', per_page: 3 });
    expect(first.data).toHaveLength(3);
    expect(first.data[0]?.user.fullName).toMatch(/[\u0600-\u06FF]/);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 3 });
    expect(first.rating.count).toBe(first.meta.total);
    const second = await getFeedbackList({ course_slug: 'course-1', per_page: 3, page: 2 });
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
  });

  it('POST /front/feedback/store and /storeRate need a login', async () => {
    await expect(storeFeedback({ course_slug: 'course-2', body: 'درس خوبی بود.' })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(storeFeedbackRate({ course_slug: 'course-2', rate: 5 })).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('POST /front/feedback/store adds a comment that the list then shows first', async () => {
    const { accessToken } = await loginWithOtp(harness);
    const restore = sendSessionCookie(accessToken);
    try {
      const stored = await storeFeedback({ course_slug: 'course-2', body: 'مثال‌های فصل دوم عالی بود.' });
      expect(stored.message).toBe('نظر شما ثبت شد. از همراهی‌تان سپاسگزاریم.');
      const list = await getFeedbackList({ course_slug: 'course-2' });
      expect(list.data[0]).toMatchObject({ body: 'مثال‌های فصل دوم عالی بود.', user: { fullName: 'سارا محمدی' } });
      const empty = await validationErrorOf(storeFeedback({ course_slug: 'course-2', body: ' ' }));
      expect(empty.fields.body).toBe('متن نظر باید دست‌کم ۵ نویسه باشد.');
    } finally {
      restore();
    }
  });

  it('POST /front/feedback/storeRate changes the course’s average; a second rating replaces the first', async () => {
    const { accessToken } = await loginWithOtp(harness);
    const before = (await getFeedbackList({ course_slug: 'course-3' })).rating;
    const restore = sendSessionCookie(accessToken);
    try {
      const low = await storeFeedbackRate({ course_slug: 'course-3', rate: 1 });
      expect(low.data?.count).toBe(before.count + 1);
      expect(low.data?.average).toBeLessThan(before.average);
      const high = await storeFeedbackRate({ course_slug: 'course-3', rate: 5 });
      expect(high.data?.count).toBe(before.count + 1);
      expect(high.data?.average).toBeGreaterThan(low.data?.average ?? 0);
      const wrong = await validationErrorOf(storeFeedbackRate({ course_slug: 'course-3', rate: 6 }));
      expect(wrong.fields.rate).toBe('امتیاز را از ۱ تا ۵ ستاره انتخاب کنید.');
    } finally {
      restore();
    }
  });
});
