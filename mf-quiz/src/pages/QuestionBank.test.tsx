import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bankPage, questionCard } from '../testing/bank-fixtures.ts';
import { logInAsStudent, renderQuiz, setUpTestApi } from '../testing/render-quiz.tsx';

const { api, seen } = setUpTestApi();
jest.setTimeout(20_000);

describe('QuestionBank', () => {
  it('lists the topics and the questions with their formulas', async () => {
    api().answer('/front/question/form', bankPage([questionCard()]));
    const { container } = renderQuiz('/question');
    expect(screen.getByRole('heading', { level: 1, name: 'بانک سؤال' })).toBeInTheDocument();
    const topics = screen.getByRole('region', { name: 'موضوع‌ها' });
    expect(await within(topics).findByRole('link', { name: /توان و جذر/ })).toHaveAttribute(
      'href',
      '/question/topic/powers-and-roots',
    );
    // Titled by its place in the list, in Persian digits; the code only in the address.
    expect(screen.getByRole('link', { name: 'سؤال ۱' })).toHaveAttribute('href', '/question/Q1001');
    expect(container.querySelector('article .katex')).not.toBeNull();
  });

  it('marks the questions the student has answered, right or wrong', async () => {
    api().answer(
      '/front/question/form',
      bankPage([
        questionCard({ my_answer: { option_id: 1, is_correct: true, answered_at: '2026-11-20T08:00:00Z' } }),
        questionCard({ id: 2, code: 'Q1002', my_answer: null }),
      ]),
    );
    renderQuiz('/question');
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('پاسخ داده‌اید: درست');
    expect(second).not.toHaveTextContent('پاسخ داده‌اید');
  });

  it('numbers the questions on later pages from where the earlier pages stopped', async () => {
    api().answer(
      '/front/question/form',
      bankPage([questionCard(), questionCard({ id: 2, code: 'Q1002' })], {
        current_page: 2,
        last_page: 2,
        per_page: 10,
        total: 12,
      }),
    );
    renderQuiz('/question?page=2');
    expect(await screen.findByRole('link', { name: 'سؤال ۱۱' })).toHaveAttribute('href', '/question/Q1001');
    expect(screen.getByRole('link', { name: 'سؤال ۱۲' })).toHaveAttribute('href', '/question/Q1002');
  });

  it('shows one topic’s questions, with the difficulty filter in the address', async () => {
    api().answer(
      '/front/question/form',
      bankPage([questionCard()], { current_page: 1, last_page: 2, per_page: 10, total: 12 }),
    );
    const view = renderQuiz('/question/topic/fractions?difficulty=easy');
    expect(await screen.findByRole('heading', { level: 1, name: 'کسرها و عملیات روی آن‌ها' })).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ topic: 'fractions', difficulty: 'easy', page: 1, per_page: 10 });
    expect(screen.getByRole('link', { name: 'صفحهٔ ۲' })).toHaveAttribute(
      'href',
      '/question/topic/fractions?difficulty=easy&page=2',
    );
    const difficulty = screen.getByRole('navigation', { name: 'سطح دشواری' });
    expect(within(difficulty).getByRole('link', { name: 'آسان' })).toHaveAttribute('aria-current', 'true');
    expect(view.pageTitle()).toBe('سؤال‌های کسرها و عملیات روی آن‌ها');
  });

  it('a guest’s topic search filters the topics in the browser', async () => {
    api().answer('/front/question/form', bankPage([questionCard()]));
    renderQuiz('/question');
    const topics = screen.getByRole('region', { name: 'موضوع‌ها' });
    await within(topics).findByRole('link', { name: /توان و جذر/ });
    fireEvent.change(within(topics).getByRole('searchbox', { name: 'جست‌وجوی موضوع' }), { target: { value: 'جرم' } });
    await waitFor(() => expect(within(topics).getAllByRole('link')).toHaveLength(1), { timeout: 3000 });
    expect(within(topics).getByRole('link', { name: /مول و جرم مولی/ })).toBeInTheDocument();
    expect(seen.some((request) => request.path.startsWith('/front/search/topics'))).toBe(false);
  });

  it('a member’s topic search asks front/search/topics', async () => {
    logInAsStudent();
    api().answer('/front/question/form', bankPage([questionCard()]));
    api().answer('/front/search/topics', {
      status: 200,
      body: { data: [{ name: 'توان و جذر', slug: 'powers-and-roots', question_count: 10 }] },
    });
    renderQuiz('/question');
    const topics = screen.getByRole('region', { name: 'موضوع‌ها' });
    await within(topics).findByRole('link', { name: /مول و جرم مولی/ });
    fireEvent.change(within(topics).getByRole('searchbox', { name: 'جست‌وجوی موضوع' }), { target: { value: 'توان' } });
    await waitFor(() => expect(within(topics).getAllByRole('link')).toHaveLength(1), { timeout: 3000 });
    expect(seen.find((request) => request.path.startsWith('/front/search/topics'))?.path).toBe(
      `/front/search/topics?search=${encodeURIComponent('توان')}`,
    );
  });

  it('an unknown topic is the not-found page', async () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().answer('/front/question/form', { status: 404, body: { message: 'موضوع پیدا نشد.' } });
    renderQuiz('/question/topic/nothing');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    report.mockRestore();
  });
});
