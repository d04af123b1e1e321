import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { finishedRun, quizInfo, quizResult, quizRun, runQuestion } from '../testing/quiz-fixtures.ts';
import { logInAsStudent, renderQuiz, setUpTestApi } from '../testing/render-quiz.tsx';

const { api, seen } = setUpTestApi();
jest.setTimeout(20_000);

const RUN = '/front/course/quiz/run';
const submits = () => seen.filter((request) => request.path === `${RUN}/submit-answer`);
const saved = (questionId: number, optionId: number, answered = 1) => ({
  status: 200,
  body: {
    message: 'پاسخ شما ثبت شد.',
    data: { run_id: 41, question_id: questionId, option_id: optionId, answered_count: answered },
  },
});

function openRun(questions: ReturnType<typeof runQuestion>[], path = '/quiz/run/QZ1001') {
  api().answer(`${RUN}/check-current-quiz`, { status: 200, body: { data: quizRun() } });
  api().answer(`${RUN}/QZ1001`, { status: 200, body: { data: quizInfo() } });
  api().answer(
    `${RUN}/get-question`,
    questions.map((data) => ({ status: 200, body: { data } })),
  );
  return renderQuiz(path);
}

const heading = () => screen.findByRole('heading', { level: 2, name: /^سؤال .+ از ۳$/ });

/** The browser loses or gets back its connection, as `navigator.onLine` and its events say. */
function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const LATE = 'این پاسخ پیش از پایان زمان انتخاب شده بود، اما بیش از ۲ دقیقه پس از پایان آزمون رسید و پذیرفته نمی‌شود.';

describe('QuizRun', () => {
  beforeEach(() => logInAsStudent());
  afterEach(() => setOnline(true));

  it('offline, says so and goes on: a question never loaded says it comes with the connection, the others still open', async () => {
    openRun([runQuestion(0), runQuestion(1)]);
    await heading();
    setOnline(false);
    expect(await screen.findByText(/^اتصال اینترنت قطع است\. می‌توانید به پاسخ دادن ادامه دهید/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'سؤال بعدی' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'سؤال ۲ از ۳' })).toBeInTheDocument();
    expect(screen.getByText(/^این سؤال هنوز بارگذاری نشده است و اتصال اینترنت قطع است/)).toBeInTheDocument();
    // Never frozen: back to the question it has, which answers as before.
    fireEvent.click(screen.getByRole('button', { name: 'سؤال قبلی' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'سؤال ۱ از ۳' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /گزینهٔ 1 از سؤال 1/ })).toBeEnabled();

    // The connection comes back: the question never loaded arrives by itself.
    fireEvent.click(screen.getByRole('button', { name: 'سؤال بعدی' }));
    await screen.findByText(/^این سؤال هنوز بارگذاری نشده است/);
    setOnline(true);
    expect(await screen.findByRole('radio', { name: /گزینهٔ 1 از سؤال 2/ })).toBeEnabled();
  });

  it('finishing offline waits for the connection with a message, can be put off, and finishes when it is back', async () => {
    api().answer(`${RUN}/finish-quiz`, {
      status: 200,
      body: { message: 'آزمون به پایان رسید. نتیجه آماده است.', data: quizRun({ status: 'finished' }) },
    });
    const view = openRun([runQuestion(0, { 101: 11 })]);
    await heading();
    setOnline(false);
    const user = userEvent.setup();
    const sidebar = () => within(screen.getByRole('complementary', { name: 'ستون کناری' }));
    await user.click(sidebar().getByRole('button', { name: 'پایان آزمون' }));
    let dialog = screen.getByRole('dialog', { name: 'پایان آزمون' });
    await user.click(within(dialog).getByRole('button', { name: 'بله، آزمون را تمام کن' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('آزمون با برگشتن اتصال خودبه‌خود به پایان می‌رسد');
    // No spinner that cannot be closed: the student may go on answering.
    await user.click(within(dialog).getByRole('button', { name: 'ادامهٔ آزمون' }));
    expect(screen.queryByRole('dialog', { name: 'پایان آزمون' })).toBeNull();
    setOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen.some((request) => request.path === `${RUN}/finish-quiz`)).toBe(false);

    // Asked again offline, it finishes by itself once the connection is back.
    setOnline(false);
    await user.click(sidebar().getByRole('button', { name: 'پایان آزمون' }));
    dialog = screen.getByRole('dialog', { name: 'پایان آزمون' });
    await user.click(within(dialog).getByRole('button', { name: 'بله، آزمون را تمام کن' }));
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    setOnline(true);
    await waitFor(() => expect(view.location()).toBe('/quiz/run/QZ1001/result/41'));
  });

  it('at the end offline, keeps the pick, sends it stamped when back, and names it on the result if it cannot count', async () => {
    api().answer(`${RUN}/check-current-quiz`, { status: 200, body: { data: quizRun({ remaining_seconds: 2 }) } });
    api().answer(`${RUN}/QZ1001`, { status: 200, body: { data: quizInfo() } });
    api().answer(`${RUN}/get-question`, { status: 200, body: { data: runQuestion(0, {}, { remaining_seconds: 2 }) } });
    api().answer(`${RUN}/submit-answer`, [
      'destroy',
      { status: 422, body: { message: 'خطا', errors: { run_id: [LATE] } } },
    ]);
    api().answer(`${RUN}/finish-quiz`, {
      status: 200,
      body: { message: 'زمان آزمون به پایان رسیده بود.', data: quizRun({ status: 'finished' }) },
    });
    api().answer(`${RUN}/get-result-quiz`, { status: 200, body: { data: quizResult() } });
    const view = renderQuiz('/quiz/run/QZ1001');
    await heading();
    setOnline(false);
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 4 از سؤال 1/ }));
    await screen.findByText(/^ارسال نشد/);
    // Time runs out offline: the pick waits in the browser, and the page says what happens next.
    expect(
      await screen.findByText(/^زمان آزمون به پایان رسید و اتصال اینترنت قطع است/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('quiz:pending:41:101')).not.toBeNull();
    expect(seen.some((request) => request.path === `${RUN}/finish-quiz`)).toBe(false);

    setOnline(true);
    await waitFor(() => expect(view.location()).toBe('/quiz/run/QZ1001/result/41'), { timeout: 5_000 });
    // Sent with when it was picked: before the run's end, by the countdown.
    const stamp = (submits()[1]?.body as { picked_at: string }).picked_at;
    expect(Date.parse(stamp)).toBeLessThanOrEqual(Date.parse('2026-11-22T08:20:00.000Z'));
    // The server would not count it: the result names the question and says why.
    expect(await screen.findByRole('alert')).toHaveTextContent(`سؤال ۱: ${LATE}`);
  });

  it('shows one question with its formulas, the clock and the navigator, and keeps the question in the address', async () => {
    const view = openRun([runQuestion(0)]);
    expect(await heading()).toHaveTextContent('سؤال ۱ از ۳');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('آزمون ریاضی هفتم: کسرها و درصد');
    expect(document.querySelector('[role="radiogroup"]')?.closest('section')?.querySelector('.katex')).not.toBeNull();
    expect(screen.getByRole('timer')).toHaveAccessibleName(/زمان باقی‌مانده: (۲۰:۰۰|۱۹:۵[۰-۹])/);
    const sidebar = screen.getByRole('complementary', { name: 'ستون کناری' });
    expect(within(sidebar).getAllByRole('button', { name: /^سؤال/ })).toHaveLength(3);
    expect(within(sidebar).getByRole('button', { name: 'سؤال ۱، بی‌پاسخ' })).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(view.location()).toBe('/quiz/run/QZ1001?question=1'));
    expect(view.pageTitle()).toBe('آزمون ریاضی هفتم: کسرها و درصد');
  });

  it('says an untimed quiz has no time limit, and shows no clock', async () => {
    const untimed = { remaining_seconds: null, expires_at: null };
    api().answer(`${RUN}/check-current-quiz`, { status: 200, body: { data: quizRun(untimed) } });
    api().answer(`${RUN}/QZ1001`, { status: 200, body: { data: quizInfo({ duration_minutes: null }) } });
    api().answer(`${RUN}/get-question`, { status: 200, body: { data: runQuestion(0, {}, untimed) } });
    renderQuiz('/quiz/run/QZ1001');
    await heading();
    expect(screen.getByText('این آزمون محدودیت زمانی ندارد.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('resumes at the question in the address (a reload, a return from login)', async () => {
    openRun([runQuestion(1, { 101: 12 })], '/quiz/run/QZ1001?question=۲');
    expect(await heading()).toHaveTextContent('سؤال ۲ از ۳');
    expect(seen.find((request) => request.path === `${RUN}/get-question`)?.body).toEqual({ run_id: 41, index: 1 });
    expect(screen.getByRole('button', { name: 'سؤال ۱، پاسخ داده شده' })).toBeInTheDocument();
  });

  it('without a question in the address, resumes where the student last was', async () => {
    api().answer(`${RUN}/check-current-quiz`, { status: 200, body: { data: quizRun({ current_index: 2 }) } });
    api().answer(`${RUN}/QZ1001`, { status: 200, body: { data: quizInfo() } });
    api().answer(`${RUN}/get-question`, { status: 200, body: { data: runQuestion(2) } });
    const view = renderQuiz('/quiz/run/QZ1001');
    expect(await heading()).toHaveTextContent('سؤال ۳ از ۳');
    await waitFor(() => expect(view.location()).toBe('/quiz/run/QZ1001?question=3'));
  });

  it('sends an answer once however often submit is pressed, then moves on', async () => {
    api().answer(`${RUN}/submit-answer`, saved(101, 12));
    openRun([runQuestion(0), runQuestion(1, { 101: 12 })]);
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 2 از سؤال 1/ }));
    const submit = screen.getByRole('button', { name: 'ثبت پاسخ' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { level: 2, name: 'سؤال ۲ از ۳' })).toBeInTheDocument();
    expect(submits()).toHaveLength(1);
    expect(submits()[0]?.body).toEqual({ run_id: 41, question_id: 101, option_id: 12, picked_at: expect.any(String) });
    expect(localStorage.length).toBe(0);
  });

  it('saves a chosen option at once, with no press of submit, and shows it chosen on coming back', async () => {
    api().answer(`${RUN}/submit-answer`, saved(101, 13));
    // The first question, then the second, then the first again as the server now holds it.
    openRun([runQuestion(0), runQuestion(1, { 101: 13 }), runQuestion(0, { 101: 13 })]);
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 3 از سؤال 1/ }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0]?.body).toEqual({ run_id: 41, question_id: 101, option_id: 13, picked_at: expect.any(String) });
    expect(await screen.findByText('پاسخ شما ثبت شده است.')).toBeInTheDocument();
    expect(localStorage.getItem('quiz:pending:41:101')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'سؤال بعدی' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'سؤال ۲ از ۳' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'سؤال قبلی' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'سؤال ۱ از ۳' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /گزینهٔ 3 از سؤال 1/ })).toBeChecked();
    expect(submits()).toHaveLength(1);
  });

  it('keeps a chosen option in the browser before its request, and a changed mind sends the new one', async () => {
    api().answer(`${RUN}/submit-answer`, [saved(101, 11), saved(101, 12)]);
    openRun([runQuestion(0)]);
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 1 از سؤال 1/ }));
    // Kept before the request leaves: a reload or a closed tab now cannot lose it.
    expect(JSON.parse(localStorage.getItem('quiz:pending:41:101')!)).toMatchObject({ optionId: 11 });
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 2 از سؤال 1/ }));
    await waitFor(() => expect(submits()).toHaveLength(2));
    expect(submits().map((request) => (request.body as { option_id: number }).option_id)).toEqual([11, 12]);
    await waitFor(() => expect(localStorage.getItem('quiz:pending:41:101')).toBeNull());
    expect(screen.getByRole('radio', { name: /گزینهٔ 2 از سؤال 1/ })).toBeChecked();
  });

  it('when the clock runs out, sends the chosen option before finishing', async () => {
    api().answer(`${RUN}/check-current-quiz`, { status: 200, body: { data: quizRun({ remaining_seconds: 2 }) } });
    api().answer(`${RUN}/QZ1001`, { status: 200, body: { data: quizInfo() } });
    api().answer(`${RUN}/get-question`, { status: 200, body: { data: runQuestion(0, {}, { remaining_seconds: 2 }) } });
    api().answer(`${RUN}/submit-answer`, ['destroy', saved(101, 14)]);
    api().answer(`${RUN}/finish-quiz`, {
      status: 200,
      body: { message: 'زمان آزمون به پایان رسید.', data: quizRun({ status: 'finished' }) },
    });
    const view = renderQuiz('/quiz/run/QZ1001');
    await heading();
    // Chosen, but the network drops the request: the answer waits in the browser.
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 4 از سؤال 1/ }));
    await screen.findByText(/^ارسال نشد/);
    await waitFor(() => expect(view.location()).toBe('/quiz/run/QZ1001/result/41'), { timeout: 5_000 });
    const calls = seen.map((request) => request.path).filter((path) => /submit-answer|finish-quiz/.test(path));
    expect(calls).toEqual([`${RUN}/submit-answer`, `${RUN}/submit-answer`, `${RUN}/finish-quiz`]);
    expect(submits()[1]?.body).toEqual({ run_id: 41, question_id: 101, option_id: 14, picked_at: expect.any(String) });
  });

  it('keeps an answer the network lost as «ارسال نشد» and sends it when the connection returns', async () => {
    api().answer(`${RUN}/submit-answer`, ['destroy', saved(101, 13)]);
    openRun([runQuestion(0)]);
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 3 از سؤال 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پاسخ' }));
    expect(await screen.findByText(/^ارسال نشد/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('quiz:pending:41:101')!)).toEqual({
      runId: 41,
      questionId: 101,
      optionId: 13,
      pickedAt: expect.any(String),
    });
    expect(screen.getByRole('button', { name: 'سؤال ۱، پاسخ ارسال نشده' })).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'سؤال ۱، پاسخ داده شده' })).toBeInTheDocument();
    expect(submits()).toHaveLength(2);
    expect(localStorage.getItem('quiz:pending:41:101')).toBeNull();
  });

  it('keeps the answer through an expired session and sends it once on the return', async () => {
    api().answer(`${RUN}/submit-answer`, { status: 401, body: { message: 'Unauthenticated.' } });
    const first = openRun([runQuestion(0)]);
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 4 از سؤال 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پاسخ' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    first.unmount();
    expect(localStorage.getItem('quiz:pending:41:101')).not.toBeNull();

    // Logged in again, the student is back on the same question.
    logInAsStudent();
    seen.length = 0;
    api().answer(`${RUN}/submit-answer`, saved(101, 14));
    openRun([runQuestion(0)], '/quiz/run/QZ1001?question=1');
    expect(await screen.findByRole('button', { name: 'سؤال ۱، پاسخ داده شده' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /گزینهٔ 4 از سؤال 1/ })).toBeChecked();
    expect(screen.getByText('پاسخ شما ثبت شده است.')).toBeInTheDocument();
    expect(submits()).toHaveLength(1);
    expect(submits()[0]?.body).toEqual({ run_id: 41, question_id: 101, option_id: 14, picked_at: expect.any(String) });
    expect(localStorage.getItem('quiz:pending:41:101')).toBeNull();
  });

  it('asks before a run in progress is left for another page, the tab closed or reloaded, and keeps the screen to itself', async () => {
    const view = openRun([runQuestion(0), runQuestion(1)]);
    await heading();
    expect(view.focusMode()).toBe(true);
    // Closing or reloading the tab: the browser asks.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    // Moving between questions is not leaving.
    fireEvent.click(screen.getByRole('button', { name: 'سؤال بعدی' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'سؤال ۲ از ۳' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    // A link (or the back button) to another page asks first; staying keeps the run.
    act(() => void view.router.navigate('/quiz/math-grade-7-fractions-percent'));
    const dialog = await screen.findByRole('dialog', { name: 'بیرون رفتن از آزمون؟' });
    expect(within(dialog).getByRole('button', { name: 'ماندن در آزمون' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ماندن در آزمون' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.location()).toBe('/quiz/run/QZ1001?question=2');

    act(() => void view.router.navigate('/quiz/math-grade-7-fractions-percent'));
    fireEvent.click(await screen.findByRole('button', { name: 'بیرون رفتن' }));
    await waitFor(() => expect(view.location()).toBe('/quiz/math-grade-7-fractions-percent'));
    expect(view.focusMode()).toBe(false);
  });

  it('never asks before the way to login after an expired session', async () => {
    const view = openRun([runQuestion(0)]);
    await heading();
    act(() => void view.router.navigate('/user/login?backUrl=%2Fquiz%2Frun%2FQZ1001'));
    expect(await screen.findByText('صفحهٔ ورود')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('flags a question for review in the navigator and the finish dialog, through a reload', async () => {
    const first = openRun([runQuestion(0)]);
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'علامت برای مرور' }));
    expect(screen.getByRole('button', { name: 'برداشتن علامت مرور' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'سؤال ۱، بی‌پاسخ، علامت‌خورده برای مرور' })).toBeInTheDocument();
    first.unmount();

    openRun([runQuestion(0)]);
    await heading();
    const sidebar = screen.getByRole('complementary', { name: 'ستون کناری' });
    expect(within(sidebar).getByRole('button', { name: 'سؤال ۱، بی‌پاسخ، علامت‌خورده برای مرور' })).toBeInTheDocument();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'پایان آزمون' }));
    expect(await screen.findByRole('dialog', { name: 'پایان آزمون' })).toHaveTextContent(
      '۱ سؤال را برای مرور علامت زده‌اید: سؤال ۱.',
    );
  });

  it('warns, in words a screen reader hears, when five minutes are left', async () => {
    api().answer(`${RUN}/check-current-quiz`, { status: 200, body: { data: quizRun({ remaining_seconds: 290 }) } });
    api().answer(`${RUN}/QZ1001`, { status: 200, body: { data: quizInfo() } });
    api().answer(`${RUN}/get-question`, {
      status: 200,
      body: { data: runQuestion(0, {}, { remaining_seconds: 290 }) },
    });
    renderQuiz('/quiz/run/QZ1001');
    await heading();
    const warning = screen.getByText('کمتر از پنج دقیقه از زمان آزمون مانده است.');
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toBeVisible();
  });

  it('finishes after a confirmation and opens the result', async () => {
    api().answer(`${RUN}/finish-quiz`, {
      status: 200,
      body: { message: 'آزمون به پایان رسید. نتیجه آماده است.', data: quizRun({ status: 'finished' }) },
    });
    const view = openRun([runQuestion(0, { 101: 11 })]);
    await heading();
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('complementary', { name: 'ستون کناری' })).getByRole('button', { name: 'پایان آزمون' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'پایان آزمون' });
    expect(dialog).toHaveTextContent('۱ سؤال از ۳ سؤال پاسخ داده شده است.');
    expect(dialog).toHaveTextContent('۲ سؤال بی‌پاسخ مانده است.');
    await user.click(within(dialog).getByRole('button', { name: 'بله، آزمون را تمام کن' }));
    await waitFor(() => expect(view.location()).toBe('/quiz/run/QZ1001/result/41'));
    expect(seen.find((request) => request.path === `${RUN}/finish-quiz`)?.body).toEqual({ run_id: 41 });
  });

  it('refuses to finish over an answer it could not send', async () => {
    api().answer(`${RUN}/submit-answer`, 'destroy');
    openRun([runQuestion(0)]);
    await heading();
    fireEvent.click(screen.getByRole('radio', { name: /گزینهٔ 1 از سؤال 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ثبت پاسخ' }));
    await screen.findByText(/^ارسال نشد/);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('complementary', { name: 'ستون کناری' })).getByRole('button', { name: 'پایان آزمون' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'پایان آزمون' });
    expect(dialog).toHaveTextContent('۱ پاسخ هنوز ارسال نشده');
    await user.click(within(dialog).getByRole('button', { name: 'بله، آزمون را تمام کن' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('بعضی از پاسخ‌ها هنوز ارسال نشده‌اند');
    expect(seen.some((request) => request.path === `${RUN}/finish-quiz`)).toBe(false);
  });

  it('offers the latest result the server lists and a new start when no run is in progress', async () => {
    api().answer(`${RUN}/check-current-quiz`, { status: 200, body: { data: null } });
    // The newest run expired while the tab was closed: it is finished all the same, and its result is a link away.
    api().answer(`${RUN}/QZ1001`, {
      status: 200,
      body: {
        data: quizInfo({
          finished_runs: [finishedRun(40, '2026-11-22T08:20:00Z'), finishedRun(39, '2026-11-21T08:00:00Z')],
        }),
      },
    });
    renderQuiz('/quiz/run/QZ1001');
    expect(await screen.findByRole('heading', { name: 'آزمونی در جریان نیست' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دیدن نتیجهٔ آخرین آزمون' })).toHaveAttribute(
      'href',
      '/quiz/run/QZ1001/result/40',
    );
    expect(screen.getByRole('button', { name: 'شروع دوبارهٔ آزمون' })).toBeInTheDocument();
  });

  it('offers the start, not a new start, for a quiz the student never finished', async () => {
    api().answer(`${RUN}/check-current-quiz`, { status: 200, body: { data: null } });
    api().answer(`${RUN}/QZ1001`, { status: 200, body: { data: quizInfo() } });
    renderQuiz('/quiz/run/QZ1001');
    expect(await screen.findByRole('heading', { name: 'هنوز این آزمون را نداده‌اید' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'شروع آزمون' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'شروع دوبارهٔ آزمون' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'دیدن نتیجهٔ آخرین آزمون' })).toBeNull();
  });

  it('shows the not-found page for an unknown quiz code', async () => {
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api().answer(`${RUN}/check-current-quiz`, {
      status: 422,
      body: { message: 'خطا', errors: { quiz_code: ['آزمونی با این کد پیدا نشد.'] } },
    });
    api().answer(`${RUN}/NOPE`, { status: 404, body: { message: 'آزمون پیدا نشد.' } });
    renderQuiz('/quiz/run/NOPE');
    expect(await screen.findByText('صفحه پیدا نشد (۴۰۴)')).toBeInTheDocument();
    report.mockRestore();
  });
});
