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

  it('narrows by grade and subject, keeping both and the search in the address and the pages', async () => {
    const facets = {
      grades: [
        { slug: 'grade-7', name: 'هفتم' },
        { slug: 'grade-9', name: 'نهم' },
      ],
      subjects: [
        { slug: 'math', name: 'ریاضی' },
        { slug: 'english', name: 'زبان انگلیسی' },
      ],
    };
    const withFacets = (meta = { current_page: 1, last_page: 2, per_page: 12, total: 13 }) => ({
      status: 200,
      body: { data: [quizCard()], meta, facets },
    });
    api().answer('/front/course/quiz/list', withFacets());
    const view = renderQuiz('/quiz?search=%D8%A2%D8%B2%D9%85%D9%88%D9%86');
    await screen.findByRole('link', { name: 'آزمون ریاضی هفتم: کسرها و درصد' });

    fireEvent.click(screen.getByRole('combobox', { name: 'پایه' }));
    fireEvent.click(await screen.findByRole('option', { name: 'نهم' }));
    await waitFor(() => expect(new URL(view.location(), 'https://x').searchParams.get('grade')).toBe('grade-9'));
    fireEvent.click(screen.getByRole('combobox', { name: 'درس' }));
    fireEvent.click(await screen.findByRole('option', { name: 'زبان انگلیسی' }));
    await waitFor(() => expect(new URL(view.location(), 'https://x').searchParams.get('subject')).toBe('english'));

    const address = new URL(view.location(), 'https://x').searchParams;
    expect(address.get('search')).toBe('آزمون');
    await waitFor(() => expect(seen.at(-1)?.path).toContain('subject=english'));
    expect(seen.at(-1)?.path).toContain('grade=grade-9');
    expect(await screen.findByRole('link', { name: 'صفحهٔ ۲' })).toHaveAttribute(
      'href',
      `/quiz?search=${encodeURIComponent('آزمون')}&grade=grade-9&subject=english&page=2`,
    );
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
