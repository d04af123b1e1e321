import { fireEvent, screen, within } from '@testing-library/react';
import { questionDetail } from '../testing/bank-fixtures.ts';
import { logInAsStudent, renderQuiz, setUpTestApi } from '../testing/render-quiz.tsx';

const { api, seen } = setUpTestApi();
jest.setTimeout(20_000);

describe('Question', () => {
  it('shows the question with its formulas; a guest is asked to log in to answer or see the solution', async () => {
    api().answer('/front/question/fetch', { status: 200, body: { data: questionDetail({ topic_position: 3 }) } });
    const view = renderQuiz('/question/Q1001');
    // Titled by its place in its topic, as the topic's list numbers it, never by its code.
    const title = 'سؤال ۳ از مبحث کسرها و عملیات روی آن‌ها';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.querySelector('[data-page="Question"]')).not.toHaveTextContent('Q1001');
    expect(document.querySelectorAll('[role="radiogroup"] .katex')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'کسرها و عملیات روی آن‌ها' })).toHaveAttribute(
      'href',
      '/question/topic/fractions',
    );
    expect(screen.getAllByRole('link', { name: 'ورود یا ثبت‌نام' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'ثبت پاسخ' })).toBeNull();
    expect(seen[0]?.body).toEqual({ code: 'Q1001' });
    expect(view.pageTitle()).toBe(title);
  });

  it('a member checks an answer and reads the solution', async () => {
    logInAsStudent();
    api().answer('/front/question/fetch', { status: 200, body: { data: questionDetail() } });
    api().answer('/front/question/submit-answer', {
      status: 200,
      body: {
        message: 'پاسخ شما نادرست است؛ پاسخ تشریحی را ببینید.',
        data: { code: 'Q1001', option_id: 2, is_correct: false, correct_option_id: 4 },
      },
    });
    api().answer('/front/question/get-solution', {
      status: 200,
      body: { data: { code: 'Q1001', correct_option_id: 4, solution: 'مخرج مشترک $35$ است.' } },
    });
    renderQuiz('/question/Q1001');
    const radios = await screen.findAllByRole('radio');
    fireEvent.click(radios[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پاسخ' }));
    expect(await screen.findByText('پاسخ شما نادرست است؛ پاسخ تشریحی را ببینید.')).toBeInTheDocument();
    expect(screen.getByText('پاسخ نادرست')).toBeInTheDocument();
    expect(screen.getByText('پاسخ درست')).toBeInTheDocument();
    expect(seen.find((request) => request.path === '/front/question/submit-answer')?.body).toEqual({
      code: 'Q1001',
      option_id: 2,
    });

    fireEvent.click(screen.getByRole('button', { name: 'نمایش پاسخ تشریحی' }));
    const solution = screen.getByRole('region', { name: 'پاسخ تشریحی' });
    expect(await within(solution).findByText('گزینهٔ درست: گزینهٔ ۴')).toBeInTheDocument();
    expect(solution.querySelector('.katex')).not.toBeNull();
    // Once the solution is read, checking another answer would prove nothing.
    expect(screen.getByRole('button', { name: 'ثبت پاسخ' })).toBeDisabled();
  });

  it('remembers the student’s earlier answer and offers the next question of the topic', async () => {
    logInAsStudent();
    api().answer('/front/question/fetch', {
      status: 200,
      body: {
        data: questionDetail({
          my_answer: { option_id: 2, is_correct: false, answered_at: '2026-11-20T08:00:00Z' },
          next_code: 'Q1002',
        }),
      },
    });
    renderQuiz('/question/Q1001');
    const radios = await screen.findAllByRole('radio');
    expect(radios[1]).toBeChecked();
    expect(screen.getByText('پیش‌تر به این سؤال پاسخ نادرست داده‌اید؛ پاسخ تشریحی را ببینید.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سؤال بعدی همین مبحث' })).toHaveAttribute('href', '/question/Q1002');
  });

  it('shares the question by its title at its address', async () => {
    api().answer('/front/question/fetch', { status: 200, body: { data: questionDetail({ topic_position: 3 }) } });
    renderQuiz('/question/Q1001?difficulty=hard');
    const title = 'سؤال ۳ از مبحث کسرها و عملیات روی آن‌ها';
    await screen.findByRole('heading', { level: 1, name: title });
    const whatsapp = screen.getByRole('link', { name: 'هم‌رسانی در واتس‌اپ (در زبانهٔ تازه)' });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
      `${title}
${window.location.origin}/question/Q1001`,
    );
  });

  it('an unknown question is the not-found page', async () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().answer('/front/question/fetch', { status: 404, body: { message: 'سؤال پیدا نشد.' } });
    renderQuiz('/question/Q0');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    report.mockRestore();
  });

  it('never renders an unsafe figure address', async () => {
    api().answer('/front/question/fetch', {
      status: 200,
      body: { data: questionDetail({ media_url: 'javascript:alert(1)' }) },
    });
    renderQuiz('/question/Q1001');
    await screen.findByRole('heading', { level: 1, name: /^سؤال/ });
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });
});
