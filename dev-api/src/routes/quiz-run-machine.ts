import type { DevApiState, QuizRunState } from '../core/state.ts';
import { questionById, type SeedQuestion } from '../seed/questions.ts';
import type { SeedQuiz } from '../seed/quizzes.ts';

/**
 * The quiz run state machine: in_progress → finished, never back. A run
 * finishes when the reader finishes it or, for a timed quiz, when its clock
 * runs out; the clock is checked whenever the run is touched, so an expired
 * run is finished (at its expiry time) before anything else happens to it.
 */

/** Finishes a timed run whose time is up; says whether it did. */
export function expireIfDue(run: QuizRunState, now: Date): boolean {
  if (run.status !== 'in_progress' || !run.expires_at || now < new Date(run.expires_at)) return false;
  run.status = 'finished';
  run.finished_at = run.expires_at;
  return true;
}

/** Whether the run finished because its time ran out. */
export function ranOutOfTime(run: QuizRunState): boolean {
  return run.status === 'finished' && run.expires_at !== null && run.finished_at === run.expires_at;
}

/** Why a pick cannot count on a run its clock closed; undefined when it still counts. */
export type LatePickRefusal = 'finished-by-reader' | 'not-stamped' | 'picked-after-end' | 'arrived-too-late';

/**
 * The late-pick rule (`QUIZ_LATE_PICK_GRACE_SECONDS`): on a run its clock
 * closed, a pick stamped at or before the end counts when it arrives within
 * the grace after the end. A run the reader finished takes none: finishing
 * sends every kept pick first. Says why a pick cannot count, or undefined.
 */
export function latePickRefusal(
  run: QuizRunState,
  pickedAt: string | undefined,
  now: Date,
  graceSeconds: number,
): LatePickRefusal | undefined {
  if (!ranOutOfTime(run) || !run.expires_at) return 'finished-by-reader';
  if (pickedAt === undefined) return 'not-stamped';
  const end = Date.parse(run.expires_at);
  if (Date.parse(pickedAt) > end) return 'picked-after-end';
  if (now.getTime() > end + graceSeconds * 1000) return 'arrived-too-late';
  return undefined;
}

/** The reader's open run of a quiz, after expiring any whose time is up. */
export function openRunOf(state: DevApiState, userId: number, quizCode: string, now: Date) {
  const runs = state.quizRuns.filter((run) => run.user_id === userId && run.quiz_code === quizCode);
  for (const run of runs) expireIfDue(run, now);
  return runs.find((run) => run.status === 'in_progress');
}

/** Starts a run of the quiz, or returns the open one so a second click never starts a second run. */
export function startRun(state: DevApiState, userId: number, quiz: SeedQuiz, now: Date) {
  const open = openRunOf(state, userId, quiz.code, now);
  if (open) return { run: open, resumed: true };
  const run: QuizRunState = {
    id: state.quizRuns.reduce((max, other) => Math.max(max, other.id), 0) + 1,
    user_id: userId,
    quiz_code: quiz.code,
    status: 'in_progress',
    started_at: now.toISOString(),
    expires_at: quiz.duration_minutes ? new Date(now.getTime() + quiz.duration_minutes * 60_000).toISOString() : null,
    finished_at: null,
    question_ids: [...quiz.question_ids],
    answers: {},
    current_index: 0,
  };
  state.quizRuns.push(run);
  return { run, resumed: false };
}

/** Finishes an open run now; a finished run stays as it was (finishing is idempotent). */
export function finishRun(run: QuizRunState, now: Date): void {
  if (expireIfDue(run, now) || run.status === 'finished') return;
  run.status = 'finished';
  run.finished_at = now.toISOString();
}

function answeredCount(run: QuizRunState): number {
  return run.question_ids.filter((id) => run.answers[id] !== undefined).length;
}

/** A run as the client's `quizRunSchema` describes it. */
export function runView(run: QuizRunState, now: Date) {
  const remaining =
    run.status === 'in_progress' && run.expires_at
      ? Math.max(0, Math.ceil((new Date(run.expires_at).getTime() - now.getTime()) / 1000))
      : null;
  return {
    id: run.id,
    quiz_code: run.quiz_code,
    status: run.status,
    started_at: run.started_at,
    finished_at: run.finished_at,
    expires_at: run.expires_at,
    remaining_seconds: remaining,
    question_count: run.question_ids.length,
    answered_count: answeredCount(run),
    current_index: run.current_index,
  };
}

/** The cells of the question navigator. */
export function navigatorOf(run: QuizRunState) {
  return run.question_ids.map((id, index) => ({ index, question_id: id, answered: run.answers[id] !== undefined }));
}

/** A question without its answer: what a reader sees while the run is open. */
export function publicQuestion(question: SeedQuestion) {
  return {
    id: question.id,
    code: question.code,
    body: question.body,
    media_url: question.media_url,
    options: question.options,
  };
}

/** The recorded answer, identical however many times the same answer is sent. */
export function answerView(run: QuizRunState, questionId: number) {
  return {
    run_id: run.id,
    question_id: questionId,
    option_id: run.answers[questionId]!,
    answered_count: answeredCount(run),
  };
}

/** The seed questions of a run, in its order. */
export function runQuestions(run: QuizRunState): SeedQuestion[] {
  return run.question_ids.flatMap((id) => questionById(id) ?? []);
}

type QuestionOutcome = 'correct' | 'wrong' | 'blank';

function roundOne(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A finished run's result: counts, score, both percentages and every question's outcome. */
export function resultOf(run: QuizRunState, quiz: SeedQuiz) {
  const questions = runQuestions(run).map((question, index) => {
    const chosen = run.answers[question.id] ?? null;
    const outcome: QuestionOutcome =
      chosen === null ? 'blank' : chosen === question.correct_option_id ? 'correct' : 'wrong';
    return {
      ...publicQuestion(question),
      index,
      chosen_option_id: chosen,
      correct_option_id: question.correct_option_id,
      outcome,
      solution: question.solution,
    };
  });
  const count = (outcome: string) => questions.filter((question) => question.outcome === outcome).length;
  const total = questions.length;
  const correct = count('correct');
  const wrong = count('wrong');
  const finishedAt = run.finished_at ?? run.started_at;
  return {
    run_id: run.id,
    quiz: { code: quiz.code, slug: quiz.slug, title: quiz.title },
    started_at: run.started_at,
    finished_at: finishedAt,
    time_spent_seconds: Math.max(
      0,
      Math.round((new Date(finishedAt).getTime() - new Date(run.started_at).getTime()) / 1000),
    ),
    question_count: total,
    correct_count: correct,
    wrong_count: wrong,
    blank_count: count('blank'),
    score: correct,
    max_score: total,
    percent: total ? roundOne((correct / total) * 100) : 0,
    percent_with_penalty: total ? roundOne(((3 * correct - wrong) / (3 * total)) * 100) : 0,
    questions,
  };
}

/** A finished run in a list: which quiz, when, and how well (as the client's `finishedQuizRunSchema`). */
export function finishedRunSummary(run: QuizRunState, quiz: SeedQuiz) {
  const result = resultOf(run, quiz);
  return {
    id: run.id,
    quiz: { ...result.quiz, course: quiz.course },
    finished_at: result.finished_at,
    question_count: result.question_count,
    correct_count: result.correct_count,
    percent: result.percent,
  };
}

/**
 * The reader's finished runs, newest first, after finishing any whose time
 * ran out while no one looked (a run that expired with the tab closed is
 * finished too). `quizCode` narrows them to one quiz.
 */
export function finishedRunsOf(state: DevApiState, userId: number, now: Date, quizCode?: string) {
  const runs = state.quizRuns.filter(
    (run) => run.user_id === userId && (quizCode === undefined || run.quiz_code === quizCode),
  );
  for (const run of runs) expireIfDue(run, now);
  return runs
    .filter((run) => run.status === 'finished')
    .sort((a, b) => (b.finished_at ?? '').localeCompare(a.finished_at ?? '') || b.id - a.id);
}
