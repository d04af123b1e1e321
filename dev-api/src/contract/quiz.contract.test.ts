import {
  checkCurrentQuizRun,
  finishQuizRun,
  getFinishedQuizRuns,
  getQuizInfo,
  getQuizList,
  getQuizRunQuestion,
  getQuizRunQuestionSolution,
  getQuizRunResult,
  NotFoundError,
  startQuizRun,
  submitQuizRunAnswer,
  UnauthorizedError,
} from '@shared/api-client';
import { questionById } from '../seed/questions.ts';
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

/** The correct and one wrong option id of a seeded question. */
function optionsOf(questionId: number) {
  const question = questionById(questionId)!;
  const wrong = question.options.find((option) => option.id !== question.correct_option_id)!;
  return { correct: question.correct_option_id, wrong: wrong.id };
}

describe('quiz contract: quizzes', () => {
  it('GET /front/course/quiz/list (our addition) pages Persian quiz cards and searches them', async () => {
    const all = await getQuizList({ per_page: 4 });
    expect(all.meta).toMatchObject({ total: 11, last_page: 3, per_page: 4 });
    expect(all.data[0]).toMatchObject({
      code: 'QZ1001',
      title: 'آزمون ریاضی هفتم: کسرها و درصد',
      question_count: 12,
      duration_minutes: 20,
      course: { slug: 'math-grade-7', title: 'ریاضی هفتم' },
    });
    const chemistry = await getQuizList({ search: 'شيمي' });
    expect(chemistry.data.map((quiz) => quiz.code)).toEqual(['QZ1005']);
  });

  it('GET /front/course/quiz/list finds what its placeholder suggests and narrows by grade and subject', async () => {
    const ninth = (await getQuizList({ search: 'پایهٔ نهم' })).data.map((quiz) => quiz.code);
    expect(ninth.length).toBeGreaterThan(1);
    expect((await getQuizList({ search: 'پایه نهم' })).data.map((quiz) => quiz.code)).toEqual(ninth);
    expect((await getQuizList({ grade: 'grade-9' })).data.map((quiz) => quiz.code)).toEqual(ninth);
    const math = await getQuizList({ search: 'ریاضی' });
    expect(math.data.length).toBeGreaterThan(1);
    expect(math.data.every((quiz) => quiz.subject.name === 'ریاضی' || quiz.title.includes('ریاضی'))).toBe(true);
    const narrowed = await getQuizList({ grade: 'grade-9', subject: 'english' });
    expect(narrowed.data.map((quiz) => quiz.code)).toEqual(['QZ1009']);
    expect(narrowed.facets?.grades.map((grade) => grade.slug)).toContain('grade-10');
    expect(narrowed.facets?.subjects.find((subject) => subject.slug === 'english')?.name).toBe('زبان انگلیسی');
  });

  it('GET /front/course/quiz/list offers the grades in school order, not in the order quizzes were added', async () => {
    const { facets } = await getQuizList();
    expect(facets?.grades.map((grade) => grade.name)).toEqual(['هفتم', 'هشتم', 'نهم', 'دهم']);
  });

  it('GET /front/course/quiz/run/{quizCode} needs a login and answers the public info, by code or slug', async () => {
    await expect(getQuizInfo('QZ1006')).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness, '09125550001');
    const info = await getQuizInfo('QZ1006');
    expect(info).toMatchObject({
      title: 'آزمون زیست‌شناسی دهم: یاخته و بافت',
      question_count: 11,
      duration_minutes: 15,
      has_run_in_progress: false,
      current_run_id: null,
    });
    expect(info.instructions[1]).toBe('زمان آزمون ۱۵ دقیقه است؛ با پایان زمان، آزمون خودبه‌خود بسته می‌شود.');
    expect((await getQuizInfo('biology-grade-10-cell')).code).toBe('QZ1006');
    await expect(getQuizInfo('QZ0000')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('quiz contract: a run from start to result', () => {
  it('POST /front/course/quiz/run starts a timed run once, then resumes it', async () => {
    await expect(startQuizRun({ quiz_code: 'QZ1001' })).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness, '09125550002');
    const started = await startQuizRun({ quiz_code: 'QZ1001' });
    expect(started.message).toBe('آزمون شروع شد. موفق باشید!');
    expect(started.data).toMatchObject({ status: 'in_progress', question_count: 12, answered_count: 0 });
    const minutes = (Date.parse(started.data.expires_at!) - Date.parse(started.data.started_at)) / 60_000;
    expect(minutes).toBe(20);
    expect(started.data.remaining_seconds).toBeLessThanOrEqual(1200);

    const again = await startQuizRun({ quiz_code: 'QZ1001' });
    expect(again).toMatchObject({ message: 'آزمون نیمه‌تمام شما ادامه پیدا می‌کند.', data: { id: started.data.id } });
    const unknown = await validationErrorOf(startQuizRun({ quiz_code: 'QZ0000' }));
    expect(unknown.fields.quiz_code).toBe('آزمونی با این کد پیدا نشد.');
  });

  it('POST …/check-current-quiz finds the run in progress after a reload, or null', async () => {
    await loginWithOtp(harness, '09125550003');
    expect(await checkCurrentQuizRun({ quiz_code: 'QZ1002' })).toBeNull();
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1002' });
    expect((await checkCurrentQuizRun({ quiz_code: 'QZ1002' }))?.id).toBe(run.id);
    expect(await getQuizInfo('QZ1002')).toMatchObject({ has_run_in_progress: true, current_run_id: run.id });
  });

  it('POST …/get-question shows a question without its answer, with a navigator; others cannot see the run', async () => {
    await loginWithOtp(harness, '09125550004');
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1003' });
    const third = await getQuizRunQuestion({ run_id: run.id, index: 2 });
    expect(third.question.body).toMatch(/^مُمَیِّز \(\$\\Delta\$\) معادلهٔ \$.+=0\$ چند است؟$/);
    expect(third.question.options).toHaveLength(4);
    expect(third.question).not.toHaveProperty('correct_option_id');
    expect(third.navigator).toHaveLength(12);
    expect(third.navigator.every((cell) => !cell.answered)).toBe(true);
    expect(third.run.current_index).toBe(2);

    const beyond = await validationErrorOf(getQuizRunQuestion({ run_id: run.id, index: 12 }));
    expect(beyond.fields.index).toBe('این آزمون ۱۲ سؤال دارد؛ شمارهٔ سؤال از ۰ تا ۱۱ است.');
    await loginWithOtp(harness, '09125550005');
    await expect(getQuizRunQuestion({ run_id: run.id, index: 0 })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('POST …/submit-answer records an answer once, lets it change, and marks the navigator', async () => {
    await loginWithOtp(harness, '09125550006');
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1007' });
    const { question } = await getQuizRunQuestion({ run_id: run.id, index: 0 });
    const { correct, wrong } = optionsOf(question.id);
    const answer = { run_id: run.id, question_id: question.id, option_id: wrong };

    const first = await submitQuizRunAnswer(answer);
    expect(first).toEqual({ message: 'پاسخ شما ثبت شد.', data: { ...answer, answered_count: 1 } });
    expect(await submitQuizRunAnswer(answer)).toEqual(first);
    const changed = await submitQuizRunAnswer({ ...answer, option_id: correct });
    expect(changed.data).toMatchObject({ option_id: correct, answered_count: 1 });
    const view = await getQuizRunQuestion({ run_id: run.id, index: 0 });
    expect(view.chosen_option_id).toBe(correct);
    expect(view.navigator.filter((cell) => cell.answered).map((cell) => cell.index)).toEqual([0]);

    const foreignOption = await validationErrorOf(submitQuizRunAnswer({ ...answer, option_id: 10011 }));
    expect(foreignOption.fields.option_id).toBe('این گزینه از گزینه‌های این سؤال نیست.');
    const foreignQuestion = await validationErrorOf(submitQuizRunAnswer({ ...answer, question_id: 1001 }));
    expect(foreignQuestion.fields.question_id).toBe('این سؤال در این آزمون نیست.');
  });

  it('POST …/finish-quiz finishes once; later answers are refused and solutions open', async () => {
    await loginWithOtp(harness, '09125550007');
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1008' });
    const { question } = await getQuizRunQuestion({ run_id: run.id, index: 0 });
    const early = await validationErrorOf(getQuizRunQuestionSolution({ run_id: run.id, question_id: question.id }));
    expect(early.fields.run_id).toBe('پاسخ تشریحی پس از پایان آزمون نمایش داده می‌شود.');

    const finished = await finishQuizRun({ run_id: run.id });
    expect(finished).toMatchObject({ message: 'آزمون به پایان رسید. نتیجه آماده است.', data: { status: 'finished' } });
    expect(await finishQuizRun({ run_id: run.id })).toEqual(finished);
    expect(await checkCurrentQuizRun({ quiz_code: 'QZ1008' })).toBeNull();

    const late = await validationErrorOf(
      submitQuizRunAnswer({ run_id: run.id, question_id: question.id, option_id: question.options[0]!.id }),
    );
    expect(late.fields.run_id).toBe('این آزمون به پایان رسیده است و پاسخ تازه پذیرفته نمی‌شود.');

    const solution = await getQuizRunQuestionSolution({ run_id: run.id, question_id: question.id });
    expect(solution).toMatchObject({ correct_option_id: optionsOf(question.id).correct, chosen_option_id: null });
    expect(solution.is_correct).toBe(false);
    expect(solution.solution.length).toBeGreaterThan(20);
  });

  it('POST …/get-result-quiz counts correct, wrong and blank answers after the run, 422 before', async () => {
    await loginWithOtp(harness, '09125550008');
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1009' });
    const first = await getQuizRunQuestion({ run_id: run.id, index: 0 });
    const second = await getQuizRunQuestion({ run_id: run.id, index: 1 });
    const firstId = first.question.id;
    const secondId = second.question.id;
    await submitQuizRunAnswer({ run_id: run.id, question_id: firstId, option_id: optionsOf(firstId).correct });
    await submitQuizRunAnswer({ run_id: run.id, question_id: secondId, option_id: optionsOf(secondId).wrong });
    const early = await validationErrorOf(getQuizRunResult({ run_id: run.id }));
    expect(early.fields.run_id).toBe('نتیجه پس از پایان آزمون آماده می‌شود.');

    await finishQuizRun({ run_id: run.id });
    const result = await getQuizRunResult({ run_id: run.id });
    expect(result).toMatchObject({
      quiz: { code: 'QZ1009', title: 'آزمون زبان انگلیسی نهم: دستور زبان' },
      question_count: 11,
      correct_count: 1,
      wrong_count: 1,
      blank_count: 9,
      score: 1,
      max_score: 11,
      percent: 9.1,
      percent_with_penalty: 6.1,
    });
    expect(result.questions.map((question) => question.outcome).slice(0, 3)).toEqual(['correct', 'wrong', 'blank']);
    expect(result.questions[1]).toMatchObject({ chosen_option_id: optionsOf(secondId).wrong });
    expect(result.questions[1]!.solution).toMatch(/[\u0600-\u06FF]/);
  });
});

/**
 * Only Date is faked: the dev API runs in this process, so its clock moves on
 * while sockets and timers keep working.
 */
function moveClockTo(now: number) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
}

describe('quiz contract: the clock', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('a timed run refuses answers after its time and finishes itself at its expiry', async () => {
    await loginWithOtp(harness, '09125550009');
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1004' });
    const { question } = await getQuizRunQuestion({ run_id: run.id, index: 0 });
    const answer = { run_id: run.id, question_id: question.id, option_id: optionsOf(question.id).correct };
    await submitQuizRunAnswer(answer);

    // 26 minutes on: past the run's 25.
    moveClockTo(Date.parse(run.started_at) + 26 * 60_000);
    const late = await validationErrorOf(submitQuizRunAnswer(answer));
    expect(late.fields.run_id).toBe('زمان این آزمون به پایان رسیده است و پاسخ تازه پذیرفته نمی‌شود.');
    expect(await checkCurrentQuizRun({ quiz_code: 'QZ1004' })).toBeNull();
    const result = await getQuizRunResult({ run_id: run.id });
    expect(result).toMatchObject({ finished_at: run.expires_at, correct_count: 1, time_spent_seconds: 25 * 60 });
  });

  it('every finished run can be found again: in the quiz info and the profile list, newest first, expired ones too', async () => {
    await loginWithOtp(harness, '09125550011');
    expect((await getQuizInfo('QZ1004')).finished_runs).toEqual([]);
    const { data: first } = await startQuizRun({ quiz_code: 'QZ1004' });
    await finishQuizRun({ run_id: first.id });
    const { data: second } = await startQuizRun({ quiz_code: 'QZ1004' });
    const { data: other } = await startQuizRun({ quiz_code: 'QZ1010' });
    await finishQuizRun({ run_id: other.id });

    // The second run's time runs out while no one looks at it (the tab was closed).
    moveClockTo(Date.parse(second.started_at) + 26 * 60_000);
    const info = await getQuizInfo('science-grade-9-motion-electricity');
    expect(info.has_run_in_progress).toBe(false);
    expect(info.finished_runs.map((run) => run.id)).toEqual([second.id, first.id]);
    expect(info.finished_runs[0]).toMatchObject({ finished_at: second.expires_at, quiz: { code: 'QZ1004' } });

    const { data: all } = await getFinishedQuizRuns();
    expect(all.map((run) => run.id)).toEqual([second.id, other.id, first.id]);
    expect(all[1]).toMatchObject({ quiz: { code: 'QZ1010', course: { slug: 'history-grade-10' } }, percent: 0 });
  });

  it('a pick stamped before the end that arrives within two minutes after it counts; later or stamped after, it is refused', async () => {
    await loginWithOtp(harness, '09125550012');
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1006' });
    const first = await getQuizRunQuestion({ run_id: run.id, index: 0 });
    const second = await getQuizRunQuestion({ run_id: run.id, index: 1 });
    const third = await getQuizRunQuestion({ run_id: run.id, index: 2 });
    const end = Date.parse(run.expires_at!);
    const pick = (question: { id: number }, pickedAt: number) => ({
      run_id: run.id,
      question_id: question.id,
      option_id: optionsOf(question.id).correct,
      picked_at: new Date(pickedAt).toISOString(),
    });

    // Picked offline ten seconds before the end, sent thirty seconds after it.
    moveClockTo(end + 30_000);
    expect((await submitQuizRunAnswer(pick(first.question, end - 10_000))).data.answered_count).toBe(1);
    // Picked after the end: refused, saying so.
    const afterEnd = await validationErrorOf(submitQuizRunAnswer(pick(second.question, end + 5_000)));
    expect(afterEnd.fields.run_id).toBe('این پاسخ پس از پایان زمان آزمون انتخاب شده است و پذیرفته نمی‌شود.');
    // Picked in time but arriving more than two minutes after the end: refused, saying so.
    moveClockTo(end + 121_000);
    const tooLate = await validationErrorOf(submitQuizRunAnswer(pick(third.question, end - 10_000)));
    expect(tooLate.fields.run_id).toBe(
      'این پاسخ پیش از پایان زمان انتخاب شده بود، اما بیش از ۲ دقیقه پس از پایان آزمون رسید و پذیرفته نمی‌شود.',
    );

    const result = await getQuizRunResult({ run_id: run.id });
    expect(result).toMatchObject({ finished_at: run.expires_at, correct_count: 1, blank_count: 10 });
  });

  it('a run the student finished takes no late pick, stamped or not', async () => {
    await loginWithOtp(harness, '09125550013');
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1007' });
    const { question } = await getQuizRunQuestion({ run_id: run.id, index: 0 });
    await finishQuizRun({ run_id: run.id });
    const refused = await validationErrorOf(
      submitQuizRunAnswer({
        run_id: run.id,
        question_id: question.id,
        option_id: optionsOf(question.id).correct,
        picked_at: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(refused.fields.run_id).toBe('این آزمون به پایان رسیده است و پاسخ تازه پذیرفته نمی‌شود.');
  });

  it('an untimed quiz has no expiry and no countdown', async () => {
    await loginWithOtp(harness, '09125550010');
    const { data: run } = await startQuizRun({ quiz_code: 'QZ1010' });
    expect(run).toMatchObject({ expires_at: null, remaining_seconds: null, question_count: 11 });
  });
});
