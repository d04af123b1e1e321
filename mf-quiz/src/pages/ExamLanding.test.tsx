import { screen, within } from '@testing-library/react';
import { quizCard } from '../testing/quiz-fixtures.ts';
import { renderQuiz, setUpTestApi } from '../testing/render-quiz.tsx';

const { api } = setUpTestApi();
jest.setTimeout(20_000);

describe('ExamLanding', () => {
  it('introduces the exam with its dates in the Persian calendar, quizzes to practise and a call to action', async () => {
    api().answer('/front/course/quiz/list', {
      status: 200,
      body: {
        data: [quizCard(), quizCard({ id: 2, slug: 'b', title: 'آزمون دوم' })],
        meta: { current_page: 1, last_page: 1, per_page: 6, total: 2 },
      },
    });
    renderQuiz('/landing/mahaExam');
    expect(screen.getByRole('heading', { level: 1, name: 'آزمون ماها' })).toBeInTheDocument();
    const dates = screen.getByRole('region', { name: 'تاریخ‌های مهم' });
    const exam = within(dates).getByText(/برگزاری آزمون/).parentElement!;
    expect(exam.querySelector('time')).toHaveAttribute('dateTime', '2027-01-15T09:00:00+03:30');
    expect(exam.querySelector('time')?.textContent).toMatch(/جمعه، ۲۵ دی ۱۴۰۵/);
    const practice = screen.getByRole('region', { name: 'برای ماها تمرین کنید' });
    expect(await within(practice).findByRole('link', { name: 'آزمون دوم' })).toHaveAttribute('href', '/quiz/b');
    expect(screen.getAllByRole('link', { name: 'ثبت‌نام رایگان' })[0]).toHaveAttribute(
      'href',
      '/user/login?backUrl=%2Flanding%2FmahaExam',
    );
  });
});
