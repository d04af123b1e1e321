import { fireEvent, screen, within } from '@testing-library/react';
import { finishedRun, quizInfo, quizResult } from '../testing/quiz-fixtures.ts';
import { logInAsStudent, renderQuiz, setUpTestApi } from '../testing/render-quiz.tsx';

const { api, seen } = setUpTestApi();
jest.setTimeout(20_000);

const RESULT = '/front/course/quiz/run/get-result-quiz';
const INFO = '/front/course/quiz/run/math-grade-7-fractions-percent';

describe('run results', () => {
  it('the result: the share of correct answers and every figure', async () => {
    logInAsStudent();
    api().answer(RESULT, { status: 200, body: { data: quizResult() } });
    const view = renderQuiz('/quiz/run/QZ1001/result/41');
    expect(await screen.findByText('۳۳٫۳٪')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'نتیجهٔ آزمون' })).toBeInTheDocument();
    expect(screen.getByText('درصد با نمرهٔ منفی').nextSibling).toHaveTextContent('۲۲٫۲٪');
    expect(screen.getByText('زمان صرف‌شده').nextSibling).toHaveTextContent('۷:۳۰');
    const nav = screen.getByRole('navigation', { name: 'بخش‌های نتیجه' });
    expect(within(nav).getByRole('link', { name: 'نتیجهٔ آزمون' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'پاسخ‌نامهٔ کامل' })).toHaveAttribute(
      'href',
      '/quiz/run/QZ1001/result/41/full',
    );
    expect(within(nav).getByRole('link', { name: 'کارنامهٔ نهایی' })).toHaveAttribute(
      'href',
      '/quiz/math-grade-7-fractions-percent/result/final-result?run=41',
    );
    expect(seen[0]?.body).toEqual({ run_id: 41 });
    expect(view.pageTitle()).toBe('نتیجهٔ آزمون: آزمون ریاضی هفتم: کسرها و درصد');
  });

  it("a run of another quiz is not found under this quiz's address, by code or by slug", async () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logInAsStudent();
    // Run 41 is of QZ1001 (math-grade-7-fractions-percent).
    api().answer(RESULT, { status: 200, body: { data: quizResult() } });
    const view = renderQuiz('/quiz/run/QZ1005/result/41');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    view.unmount();
    renderQuiz('/quiz/arabic-grade-9/result?run=41');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    report.mockRestore();
  });

  it('the full result: each answer marked, with its solution, filterable by outcome', async () => {
    logInAsStudent();
    api().answer(RESULT, { status: 200, body: { data: quizResult() } });
    renderQuiz('/quiz/run/QZ1001/result/41/full');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    const second = screen.getByRole('article', { name: 'سؤال ۲' });
    expect(within(second).getByText('نادرست')).toBeInTheDocument();
    expect(within(second).getByText('پاسخ شما')).toBeInTheDocument();
    expect(within(second).getByText('پاسخ درست')).toBeInTheDocument();
    expect(within(second).getByRole('region', { name: 'پاسخ تشریحی سؤال ۲' }).querySelector('.katex')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /بی‌پاسخ/ }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('the final result: the band, the figures and what to practise', async () => {
    logInAsStudent();
    api().answer(RESULT, { status: 200, body: { data: quizResult() } });
    api().answer(INFO, {
      status: 200,
      body: { data: quizInfo({ finished_runs: [finishedRun(41, '2026-11-22T08:10:00Z')] }) },
    });
    renderQuiz('/quiz/math-grade-7-fractions-percent/result/final-result?run=41');
    expect(await screen.findByRole('heading', { level: 1, name: 'کارنامهٔ نهایی' })).toBeInTheDocument();
    // The run's one percentage, the same figure and rounding as the result page (۳۳٫۳٪), not the one with
    // negative marking, which is a labelled figure of its own.
    const band = screen.getByRole('region', { name: 'نیاز به تمرین بیشتر' });
    expect(within(band).getByText('۳۳٫۳٪')).toBeInTheDocument();
    expect(band).not.toHaveTextContent('۲۲٫۲٪');
    expect(screen.getByText('درصد با نمرهٔ منفی').nextSibling).toHaveTextContent('۲۲٫۲٪');
    const practise = screen.getByRole('region', { name: 'برای تمرین دوباره در بانک سؤال' });
    expect(
      within(practise)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/question/Q1002', '/question/Q1003']);
  });

  it('a slug result without a run opens the newest finished run the server lists, with the earlier ones a link away', async () => {
    logInAsStudent();
    const runs = [finishedRun(43, '2026-11-24T08:10:00Z', 100), finishedRun(41, '2026-11-22T08:10:00Z')];
    api().answer(INFO, { status: 200, body: { data: quizInfo({ finished_runs: runs }) } });
    api().answer(RESULT, { status: 200, body: { data: quizResult({ run_id: 43 }) } });
    renderQuiz('/quiz/math-grade-7-fractions-percent/result');
    expect(await screen.findByRole('heading', { level: 1, name: 'نتیجهٔ آزمون' })).toBeInTheDocument();
    expect(seen.find((request) => request.path === RESULT)?.body).toEqual({ run_id: 43 });
    const earlier = screen.getByRole('region', { name: 'آزمون‌های پیشین شما' });
    const links = within(earlier).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/quiz/math-grade-7-fractions-percent/result?run=43',
      '/quiz/math-grade-7-fractions-percent/result?run=41',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveTextContent('۱۰۰٪');
    // Each run's percentage as its result page writes it: one decimal, not rounded to ۶۷٪.
    expect(links[1]).toHaveTextContent('۶۶٫۷٪');
  });

  it('a slug result says so when the student has finished no run of the quiz', async () => {
    logInAsStudent();
    api().answer(INFO, { status: 200, body: { data: quizInfo() } });
    renderQuiz('/quiz/math-grade-7-fractions-percent/result');
    expect(await screen.findByRole('heading', { name: 'هنوز نتیجه‌ای از این آزمون ندارید' })).toBeInTheDocument();
    expect(seen.some((request) => request.path === RESULT)).toBe(false);
  });

  it('a guest is asked to log in; an unfinished run says so', async () => {
    const guest = renderQuiz('/quiz/run/QZ1001/result/41');
    expect(screen.getByRole('link', { name: 'ورود یا ثبت‌نام' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    guest.unmount();

    logInAsStudent();
    api().answer(RESULT, {
      status: 422,
      body: { message: 'خطا', errors: { run_id: ['نتیجه پس از پایان آزمون آماده می‌شود.'] } },
    });
    renderQuiz('/quiz/run/QZ1001/result/41');
    expect(await screen.findByRole('heading', { name: 'این آزمون هنوز تمام نشده است' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ادامهٔ آزمون' })).toHaveAttribute('href', '/quiz/run/QZ1001');
  });
});
