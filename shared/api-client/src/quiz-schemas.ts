import * as z from '@shared/schema';
import { imageStylesSchema } from '@shared/api-client/core';
import { questionLabelSchema, questionOptionSchema } from './question.ts';

// Schemas of the quiz calls (spec section 7). The spec shows neither quiz
// payloads nor run states (sections 4 and 9), so every field below is our
// design of what a Persian education backend's quiz runs return.

/** The course a quiz belongs to, when it belongs to one. */
export const quizCourseSchema = z.looseObject({ title: z.string(), slug: z.string() });

/**
 * A quiz as a card on `/quiz` (our design). `code` names it in run URLs
 * (`/quiz/run/{code}`), `slug` in the public pages (`/quiz/{slug}`).
 * `duration_minutes` is null for an untimed quiz.
 */
export const quizCardSchema = z.looseObject({
  id: z.int(),
  code: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  subject: questionLabelSchema,
  grade: questionLabelSchema,
  question_count: z.int().check(z.nonnegative()),
  duration_minutes: z.nullable(z.int().check(z.positive())),
  image_styles: imageStylesSchema,
  course: z.nullable(quizCourseSchema),
});

/** A quiz's public page: the card, its rules, and the reader's run in progress if any. */
/** A run the reader finished, as lists of results show it (our addition). */
export const finishedQuizRunSchema = z.looseObject({
  id: z.int(),
  quiz: z.looseObject({
    code: z.string(),
    slug: z.string(),
    title: z.string(),
    course: z.nullable(z.looseObject({ title: z.string(), slug: z.string() })),
  }),
  /** ISO 8601; the run's expiry when its clock ended it. */
  finished_at: z.string(),
  question_count: z.int().check(z.nonnegative()),
  correct_count: z.int().check(z.nonnegative()),
  /** 0..100. */
  percent: z.number(),
});

export const quizInfoSchema = z.extend(quizCardSchema, {
  instructions: z.array(z.string()),
  has_run_in_progress: z.boolean(),
  current_run_id: z.nullable(z.int()),
  /** The reader's finished runs of this quiz, newest first (our addition, so every result can be found again). */
  finished_runs: z.array(finishedQuizRunSchema),
});

/** A run moves one way only: in_progress → finished (by the reader, or by its clock). */
export const quizRunStatusSchema = z.enum(['in_progress', 'finished']);

/**
 * One attempt at a quiz. `expires_at` is null for an untimed quiz;
 * `remaining_seconds` counts down to it while the run is open.
 * `current_index` is the last question the reader opened (0-based), for resuming.
 */
export const quizRunSchema = z.looseObject({
  id: z.int(),
  quiz_code: z.string(),
  status: quizRunStatusSchema,
  started_at: z.string(),
  finished_at: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  remaining_seconds: z.nullable(z.int().check(z.nonnegative())),
  question_count: z.int().check(z.nonnegative()),
  answered_count: z.int().check(z.nonnegative()),
  current_index: z.int().check(z.nonnegative()),
});

/** A question inside a run: text and choices, never the correct choice. */
export const quizQuestionSchema = z.looseObject({
  id: z.int(),
  code: z.string(),
  body: z.string(),
  media_url: z.nullable(z.string()),
  options: z.array(questionOptionSchema),
});

/** One cell of the question navigator: answered cells are marked. */
export const quizNavigatorItemSchema = z.looseObject({
  index: z.int().check(z.nonnegative()),
  question_id: z.int(),
  answered: z.boolean(),
});

/** What the run page shows for one question. */
export const quizRunQuestionSchema = z.looseObject({
  run: quizRunSchema,
  index: z.int().check(z.nonnegative()),
  question: quizQuestionSchema,
  chosen_option_id: z.nullable(z.int()),
  navigator: z.array(quizNavigatorItemSchema),
});

/** The recorded answer; the same answer sent twice gets this same body twice. */
export const quizAnswerSchema = z.looseObject({
  run_id: z.int(),
  question_id: z.int(),
  option_id: z.int(),
  answered_count: z.int().check(z.nonnegative()),
});

/** A question's correct choice and worked solution, after the run is finished. */
export const quizQuestionSolutionSchema = z.looseObject({
  question_id: z.int(),
  correct_option_id: z.int(),
  chosen_option_id: z.nullable(z.int()),
  is_correct: z.boolean(),
  solution: z.string(),
});

/** How one question went. */
export const quizQuestionOutcomeSchema = z.enum(['correct', 'wrong', 'blank']);

/** One row of the full result page. */
export const quizResultQuestionSchema = z.extend(quizQuestionSchema, {
  index: z.int().check(z.nonnegative()),
  chosen_option_id: z.nullable(z.int()),
  correct_option_id: z.int(),
  outcome: quizQuestionOutcomeSchema,
  solution: z.string(),
});

/**
 * A finished run's result. `score` is one point per correct answer out of
 * `max_score`; `percent` is the plain share of correct answers, and
 * `percent_with_penalty` the Iranian exam percentage where three wrong
 * answers cancel one correct one ((3 × correct − wrong) / (3 × total)); it can be negative.
 */
export const quizResultSchema = z.looseObject({
  run_id: z.int(),
  quiz: z.looseObject({ code: z.string(), slug: z.string(), title: z.string() }),
  started_at: z.string(),
  finished_at: z.string(),
  time_spent_seconds: z.int().check(z.nonnegative()),
  question_count: z.int().check(z.nonnegative()),
  correct_count: z.int().check(z.nonnegative()),
  wrong_count: z.int().check(z.nonnegative()),
  blank_count: z.int().check(z.nonnegative()),
  score: z.number(),
  max_score: z.number(),
  percent: z.number(),
  percent_with_penalty: z.number(),
  questions: z.array(quizResultQuestionSchema),
});

const runId = z.number({ error: 'شناسهٔ آزمون را بفرستید.' }).check(z.int(), z.positive());
const questionId = z.number({ error: 'شناسهٔ سؤال را بفرستید.' }).check(z.int());
const optionId = z.number({ error: 'یکی از گزینه‌ها را انتخاب کنید.' }).check(z.int());

/** Starts (or resumes) a run, or asks for the one in progress. */
export const quizCodeRequestSchema = z.object({
  quiz_code: z.string({ error: 'کد آزمون را وارد کنید.' }).check(z.trim(), z.minLength(1, 'کد آزمون را وارد کنید.')),
});

/** Names a run (finish, result). */
export const quizRunRequestSchema = z.object({ run_id: runId });

/** Opens the question at `index` (0-based) of a run. */
export const quizQuestionRequestSchema = z.object({
  run_id: runId,
  index: z.number({ error: 'شمارهٔ سؤال را بفرستید.' }).check(z.int(), z.gte(0, 'شمارهٔ سؤال از صفر شروع می‌شود.')),
});

/**
 * How long after a timed run's end a pick made before it may still arrive
 * (our rule): a pick stamped at or before the run's end (`picked_at`) is taken
 * when it reaches the server within this many seconds of the end, so an
 * answer chosen offline in the last minutes counts once the connection is
 * back. Later than this, or stamped after the end, it is refused.
 */
export const QUIZ_LATE_PICK_GRACE_SECONDS = 120;

/**
 * When the pick was made (our addition), ISO 8601 on the server's clock: the
 * run's `expires_at` less the time the student's countdown still showed. The
 * client keeps it with the pick, so a pick sent again later keeps its moment.
 */
const pickedAt = z
  .string({ error: 'زمان انتخاب پاسخ را بفرستید.' })
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'زمان انتخاب پاسخ درست نیست.'));

/** Chooses `option_id` for a question of a run; `picked_at` (our addition) says when it was chosen. */
export const quizAnswerRequestSchema = z.object({
  run_id: runId,
  question_id: questionId,
  option_id: optionId,
  picked_at: z.optional(pickedAt),
});

/** Asks for one question's solution after the run. */
export const quizSolutionRequestSchema = z.object({ run_id: runId, question_id: questionId });

export type QuizCourse = z.infer<typeof quizCourseSchema>;
export type QuizCard = z.infer<typeof quizCardSchema>;
export type QuizInfo = z.infer<typeof quizInfoSchema>;
export type FinishedQuizRun = z.infer<typeof finishedQuizRunSchema>;
export type QuizRunStatus = z.infer<typeof quizRunStatusSchema>;
export type QuizRun = z.infer<typeof quizRunSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type QuizNavigatorItem = z.infer<typeof quizNavigatorItemSchema>;
export type QuizRunQuestion = z.infer<typeof quizRunQuestionSchema>;
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;
export type QuizQuestionSolution = z.infer<typeof quizQuestionSolutionSchema>;
export type QuizQuestionOutcome = z.infer<typeof quizQuestionOutcomeSchema>;
export type QuizResultQuestion = z.infer<typeof quizResultQuestionSchema>;
export type QuizResult = z.infer<typeof quizResultSchema>;
export type QuizCodeRequest = z.input<typeof quizCodeRequestSchema>;
export type QuizRunRequest = z.input<typeof quizRunRequestSchema>;
export type QuizQuestionRequest = z.input<typeof quizQuestionRequestSchema>;
export type QuizAnswerRequest = z.input<typeof quizAnswerRequestSchema>;
export type QuizSolutionRequest = z.input<typeof quizSolutionRequestSchema>;
