import { feedbackListRequestSchema, feedbackRateRequestSchema, feedbackStoreRequestSchema } from './feedback.ts';
import { fieldMessages } from './testing/schema-messages.ts';

const COURSE = 'math-grade-7';

describe('feedbackStoreRequestSchema', () => {
  it.each([
    [{ course_slug: COURSE, body: '  درس‌ها عالی بود.  ' }, {}],
    [{ course_slug: COURSE, body: 'خوب' }, { body: 'متن نظر باید دست‌کم ۵ نویسه باشد.' }],
    [{ course_slug: COURSE, body: 'خ'.repeat(1001) }, { body: 'متن نظر نباید بیشتر از ۱۰۰۰ نویسه باشد.' }],
    [{ course_slug: COURSE }, { body: 'متن نظر را بنویسید.' }],
    [{ course_slug: 'Math 7', body: 'درس‌ها عالی بود.' }, { course_slug: 'شناسهٔ دوره معتبر نیست.' }],
    [{ body: 'درس‌ها عالی بود.' }, { course_slug: 'دوره مشخص نشده است.' }],
  ])('%p → %p', (payload, expected) => {
    expect(fieldMessages(feedbackStoreRequestSchema, payload)).toEqual(expected);
  });
});

describe('feedbackRateRequestSchema', () => {
  const RANGE = 'امتیاز را از ۱ تا ۵ ستاره انتخاب کنید.';

  it.each([
    [1, {}],
    [5, {}],
    [0, { rate: RANGE }],
    [6, { rate: RANGE }],
    [2.5, { rate: RANGE }],
    [undefined, { rate: RANGE }],
  ])('%p stars → %p', (rate, expected) => {
    expect(fieldMessages(feedbackRateRequestSchema, { course_slug: COURSE, rate })).toEqual(expected);
  });
});

describe('feedbackListRequestSchema', () => {
  it('sends the first page of 10 when none is asked for', () => {
    expect(feedbackListRequestSchema.parse({ course_slug: COURSE })).toEqual({
      course_slug: COURSE,
      page: 1,
      per_page: 10,
    });
  });

  it.each([
    [{ page: 0 }, { page: 'شمارهٔ صفحه باید عددی مثبت باشد.' }],
    [{ per_page: 51 }, { per_page: 'هر صفحه حداکثر ۵۰ نظر دارد.' }],
  ])('refuses %p', (change, expected) => {
    expect(fieldMessages(feedbackListRequestSchema, { course_slug: COURSE, ...change })).toEqual(expected);
  });
});
