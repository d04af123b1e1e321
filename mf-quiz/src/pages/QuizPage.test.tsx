import { fireEvent, screen, waitFor } from '@testing-library/react';
import { finishedRun, quizCard, quizInfo, quizRun } from '../testing/quiz-fixtures.ts';
import { logInAsStudent, renderQuiz, setUpTestApi } from '../testing/render-quiz.tsx';

const { api, seen } = setUpTestApi();
jest.setTimeout(20_000);

const RUN = '/front/course/quiz/run';

describe('QuizPage and QuizStart', () => {
  it('a guest sees the card and is asked to log in, returning to the start', async () => {
    api().answer('/front/course/quiz/list', {
      status: 200,
      body: { data: [quizCard()], meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 } },
    });
    const view = renderQuiz('/quiz/math-grade-7-fractions-percent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'آزمون ریاضی هفتم: کسرها و درصد' }),
    ).toBeInTheDocument();
    expect(screen.getByText('۳ سؤال')).toBeInTheDocument();
    expect(screen.getByText('۲۰ دقیقه')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ورود یا ثبت‌نام' })).toHaveAttribute(
      'href',
      `/user/login?backUrl=${encodeURIComponent('/quiz/math-grade-7-fractions-percent/start')}`,
    );
    // The bearer-only info call is never made for a guest.
    expect(seen.some((request) => request.path.startsWith(RUN))).toBe(false);
    expect(view.pageTitle()).toBe('آزمون ریاضی هفتم: کسرها و درصد');
  });

  it('a guest asking for an unknown quiz gets the not-found page', async () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().answer('/front/course/quiz/list', {
      status: 200,
      body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 50, total: 0 } },
    });
    renderQuiz('/quiz/nothing-here');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    report.mockRestore();
  });

  it('a member reads the rules and goes to the start, or resumes the run in progress', async () => {
    logInAsStudent();
    api().answer(`${RUN}/math-grade-7-fractions-percent`, { status: 200, body: { data: quizInfo() } });
    const first = renderQuiz('/quiz/math-grade-7-fractions-percent');
    expect(await screen.findByText('هر سؤال چهار گزینه دارد.')).toBeInTheDocument();
    // One press starts the run from the quiz page itself.
    expect(screen.getByRole('button', { name: 'شروع آزمون' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'شروع آزمون' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ریاضی هفتم' })).toHaveAttribute('href', '/course/math-grade-7');
    first.unmount();

    api().answer(`${RUN}/math-grade-7-fractions-percent`, {
      status: 200,
      body: { data: quizInfo({ has_run_in_progress: true, current_run_id: 41 }) },
    });
    renderQuiz('/quiz/math-grade-7-fractions-percent');
    expect(await screen.findByRole('link', { name: 'ادامهٔ آزمون نیمه‌تمام' })).toHaveAttribute(
      'href',
      '/quiz/run/QZ1001',
    );
  });

  it('a member who finished the quiz before finds the newest result the server lists, on any device', async () => {
    logInAsStudent();
    api().answer(`${RUN}/math-grade-7-fractions-percent`, {
      status: 200,
      body: {
        data: quizInfo({
          finished_runs: [finishedRun(44, '2026-11-24T08:00:00Z'), finishedRun(41, '2026-11-22T08:00:00Z')],
        }),
      },
    });
    renderQuiz('/quiz/math-grade-7-fractions-percent');
    expect(await screen.findByRole('link', { name: 'نتیجهٔ آخرین آزمون شما' })).toHaveAttribute(
      'href',
      '/quiz/math-grade-7-fractions-percent/result?run=44',
    );
    expect(localStorage.length).toBe(0);
  });

  it('the start page starts a run and opens its first question', async () => {
    logInAsStudent();
    api().answer(`${RUN}/math-grade-7-fractions-percent`, { status: 200, body: { data: quizInfo() } });
    api().answer(RUN, { status: 201, body: { message: 'آزمون شروع شد.', data: quizRun() } });
    const view = renderQuiz('/quiz/math-grade-7-fractions-percent/start');
    fireEvent.click(await screen.findByRole('button', { name: 'شروع آزمون' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/quiz\/run\/QZ1001\?question=1/));
    expect(seen.find((request) => request.path === RUN)?.body).toEqual({ quiz_code: 'QZ1001' });
  });
});
