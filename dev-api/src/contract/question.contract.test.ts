import {
  fetchQuestion,
  getQuestionSolution,
  NotFoundError,
  searchQuestionBank,
  submitQuestionAnswer,
  UnauthorizedError,
} from '@shared/api-client';
import { loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.token.value = undefined;
});

describe('question bank contract', () => {
  it('POST /front/question/form lists 100+ questions over 12+ topics, with LaTeX and figures', async () => {
    const firstPage = await searchQuestionBank({});
    expect(firstPage.meta.total).toBeGreaterThanOrEqual(100);
    expect(firstPage.topics.length).toBeGreaterThanOrEqual(12);
    expect(firstPage.topics.reduce((sum, topic) => sum + topic.question_count, 0)).toBe(firstPage.meta.total);
    expect(firstPage.data[0]).toMatchObject({ code: 'Q1001', topic: { name: 'کسرها و عملیات روی آن‌ها' } });
    expect(firstPage.data[0]!.body).toContain('$\\frac{');

    const geometry = await searchQuestionBank({ topic: 'area-and-perimeter', per_page: 50 });
    expect(geometry.data.every((question) => question.topic.slug === 'area-and-perimeter')).toBe(true);
    expect(geometry.data.some((question) => question.media_url?.startsWith('/api/dev-media/content/'))).toBe(true);
  });

  it('POST /front/question/form searches Persian text, pages, and refuses bad filters', async () => {
    const found = await searchQuestionBank({ search: 'معادلهٔ', per_page: 5, page: 2 });
    expect(found.meta).toMatchObject({ current_page: 2, per_page: 5 });
    expect(found.data.every((question) => question.body.includes('معادلهٔ'))).toBe(true);
    const hard = await searchQuestionBank({ difficulty: 'hard', per_page: 50 });
    expect(hard.data.length).toBeGreaterThan(0);
    expect(hard.data.every((question) => question.difficulty === 'hard')).toBe(true);

    await expect(searchQuestionBank({ topic: 'astrology' })).rejects.toBeInstanceOf(NotFoundError);
    const error = await validationErrorOf(searchQuestionBank({ per_page: 500 }));
    expect(error.fields.per_page).toBe('حداکثر ۵۰ سؤال در هر صفحه نمایش داده می‌شود.');
  });

  it('POST /front/question/fetch answers one question by code with four choices and no answer', async () => {
    const question = await fetchQuestion({ code: 'q2301' });
    expect(question).toMatchObject({
      code: 'Q2301',
      body: 'بنیان‌گذار سلسلهٔ هخامنشی کیست؟',
      topic: { slug: 'iran-history', name: 'تاریخ ایران' },
    });
    expect(question.options.map((option) => option.body).sort()).toEqual(
      ['اردشیر بابکان', 'داریوش یکم', 'کمبوجیه', 'کوروش بزرگ'].sort(),
    );
    expect(question).not.toHaveProperty('correct_option_id');
    expect(question).not.toHaveProperty('solution');

    await expect(fetchQuestion({ code: 'Q9999' })).rejects.toBeInstanceOf(NotFoundError);
    expect((await validationErrorOf(fetchQuestion({ code: ' ' }))).fields.code).toBe('کد سؤال را وارد کنید.');
  });

  it('POST /front/question/get-solution needs a login and answers the correct choice with a worked solution', async () => {
    await expect(getQuestionSolution({ code: 'Q2301' })).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness);
    const question = await fetchQuestion({ code: 'Q2301' });
    const solution = await getQuestionSolution({ code: 'Q2301' });
    const correct = question.options.find((option) => option.id === solution.correct_option_id);
    expect(correct?.body).toBe('کوروش بزرگ');
    expect(solution.solution).toContain('کوروش بزرگ');
  });

  it('POST /front/question/submit-answer needs a login and says whether the choice was right', async () => {
    await expect(submitQuestionAnswer({ code: 'Q2301', option_id: 1 })).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness);
    const question = await fetchQuestion({ code: 'Q2301' });
    const right = question.options.find((option) => option.body === 'کوروش بزرگ')!;
    const wrong = question.options.find((option) => option.body === 'کمبوجیه')!;

    const good = await submitQuestionAnswer({ code: 'Q2301', option_id: right.id });
    expect(good).toMatchObject({ message: 'آفرین! پاسخ شما درست است.', data: { is_correct: true } });
    const bad = await submitQuestionAnswer({ code: 'Q2301', option_id: wrong.id });
    expect(bad.data).toMatchObject({ is_correct: false, option_id: wrong.id, correct_option_id: right.id });

    const error = await validationErrorOf(submitQuestionAnswer({ code: 'Q2301', option_id: 10011 }));
    expect(error.fields.option_id).toBe('این گزینه از گزینه‌های این سؤال نیست.');
  });

  it('remembers each student’s last answer: on the question and its card, and offers the next of the topic', async () => {
    await loginWithOtp(harness, '09125550021');
    const question = await fetchQuestion({ code: 'Q1001' });
    expect(question.my_answer).toBeNull();
    expect(question.next_code).toBe('Q1002');
    // Its place in its topic, for the page to title it «سؤال ۱» (our addition); the next one is second.
    expect(question.topic_position).toBe(1);
    expect((await fetchQuestion({ code: 'Q1002' })).topic_position).toBe(2);
    const chosen = question.options[0]!;
    const answered = await submitQuestionAnswer({ code: 'Q1001', option_id: chosen.id });

    expect((await fetchQuestion({ code: 'Q1001' })).my_answer).toMatchObject({
      option_id: chosen.id,
      is_correct: answered.data.is_correct,
    });
    const { data } = await searchQuestionBank({ topic: question.topic.slug, per_page: 50 });
    expect(data.find((card) => card.code === 'Q1001')?.my_answer?.option_id).toBe(chosen.id);
    expect(data.find((card) => card.code === 'Q1002')?.my_answer).toBeNull();

    // Another student, and a guest, see nothing of it.
    harness.token.value = undefined;
    expect((await fetchQuestion({ code: 'Q1001' })).my_answer).toBeNull();
    await loginWithOtp(harness, '09125550022');
    expect((await fetchQuestion({ code: 'Q1001' })).my_answer).toBeNull();
  });
});
