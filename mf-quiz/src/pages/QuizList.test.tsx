import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quizCard } from '../testing/quiz-fixtures.ts';
import { renderQuiz, setUpTestApi } from '../testing/render-quiz.tsx';

const { api, seen } = setUpTestApi();
jest.setTimeout(20_000);

const page = (
  cards: ReturnType<typeof quizCard>[],
  meta = { current_page: 1, last_page: 1, per_page: 12, total: cards.length },
) => ({
  status: 200,
  body: { data: cards, meta },
});

describe('QuizList', () => {
  it('shows the quizzes as cards linking to their pages, with their size and time', async () => {
    api().answer(
      '/front/course/quiz/list',
      page([quizCard(), quizCard({ id: 2, slug: 'iran-history', title: 'آزمون تاریخ', duration_minutes: null })]),
    );
    renderQuiz('/quiz');
    expect(screen.getByRole('heading', { level: 1, name: 'آزمون‌ها' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'آزمون ریاضی هفتم: کسرها و درصد' });
    expect(link).toHaveAttribute('href', '/quiz/math-grade-7-fractions-percent');
    const history = screen.getByRole('link', { name: 'آزمون تاریخ' }).closest('article')!;
    expect(within(history).getByText('بدون محدودیت زمان')).toBeInTheDocument();
    expect(screen.getAllByText('۳ سؤال')).toHaveLength(2);
    expect(screen.getByText('۲ آزمون')).toBeInTheDocument();
  });

  it('searches as the student types, after a pause, with the search in the address', async () => {
    api().answer('/front/course/quiz/list', page([quizCard()]));
    const view = renderQuiz('/quiz');
    await screen.findByRole('link', { name: 'آزمون ریاضی هفتم: کسرها و درصد' });
    api().answer('/front/course/quiz/list', page([]));
    fireEvent.change(screen.getByRole('searchbox', { name: 'جست‌وجو در آزمون‌ها' }), { target: { value: 'شيمي' } });
    expect(await screen.findByText('آزمونی با این جست‌وجو پیدا نشد', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(view.location()).toBe(`/quiz?search=${encodeURIComponent('شیمی')}`);
    expect(seen.at(-1)?.path).toContain(`search=${encodeURIComponent('شیمی')}`);
  });

  it('pages through the list with links', async () => {
    api().answer(
      '/front/course/quiz/list',
      page([quizCard()], { current_page: 2, last_page: 3, per_page: 12, total: 30 }),
    );
    renderQuiz('/quiz?page=۲');
    await screen.findByRole('link', { name: 'آزمون ریاضی هفتم: کسرها و درصد' });
    expect(seen[0]?.path).toContain('page=2');
    expect(screen.getByRole('link', { name: 'صفحهٔ ۳' })).toHaveAttribute('href', '/quiz?page=3');
  });

  it('offers a retry when the list fails', async () => {
    api().answer('/front/course/quiz/list', [{ status: 503 }, page([quizCard()])]);
    renderQuiz('/quiz');
    fireEvent.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'آزمون ریاضی هفتم: کسرها و درصد' })).toBeInTheDocument(),
    );
  });
});
