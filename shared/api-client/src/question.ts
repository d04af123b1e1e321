import { z } from 'zod';
import { callJson, requireParams } from './call.ts';
import { paginated, single } from './envelopes.ts';

// Calls of the question bank (spec section 7). The spec shows no payload
// fields (section 9), so every field below is our design of what a Persian
// education backend's question bank returns.

/** How hard a question is; pages show it as آسان / متوسط / دشوار. */
export const questionDifficultySchema = z.enum(['easy', 'medium', 'hard']);

/** A name and slug pair (topic, grade, subject). */
export const questionLabelSchema = z.looseObject({ name: z.string(), slug: z.string() });

/** One answer choice. Its text may hold LaTeX between `$…$`. */
export const questionOptionSchema = z.looseObject({ id: z.number().int(), body: z.string() });

/** A topic of the question bank, with how many questions it holds (our design). */
export const questionTopicSchema = z.looseObject({
  name: z.string(),
  slug: z.string(),
  question_count: z.number().int().nonnegative(),
});

/**
 * A question as the bank list shows it (our design): public code for
 * `/question/{code}`, text that may hold `$…$` LaTeX, an optional figure.
 */
/** The student's last answer to a bank question (our addition; only with their bearer token). */
export const bankAnswerSchema = z.looseObject({
  option_id: z.number().int(),
  is_correct: z.boolean(),
  /** ISO 8601. */
  answered_at: z.string(),
});

export const questionCardSchema = z.looseObject({
  id: z.number().int(),
  code: z.string(),
  body: z.string(),
  media_url: z.string().nullable(),
  topic: questionLabelSchema,
  grade: questionLabelSchema,
  difficulty: questionDifficultySchema,
  my_answer: bankAnswerSchema.nullish(),
});

/**
 * A question with its choices; never the correct one (that takes
 * `getQuestionSolution`). `next_code` (our addition) is the next question of
 * the same topic, null after the last.
 */
export const questionDetailSchema = questionCardSchema.extend({
  options: z.array(questionOptionSchema),
  next_code: z.string().nullish(),
});

/** Filters of the question bank page; every field is optional, the body itself is not. */
export const questionFormRequestSchema = z.object({
  /** Topic slug, as in `/question/topic/{topic}`. */
  topic: z.string().optional(),
  search: z.string().optional(),
  difficulty: questionDifficultySchema.optional(),
  page: z.number().int().positive().optional(),
  per_page: z.number().int().positive().optional(),
});

/** A page of questions plus every topic, so the filter list needs no second call (our design). */
export const questionFormResponseSchema = paginated(questionCardSchema).extend({
  topics: z.array(questionTopicSchema),
});

/** Names one question by its public code (`Q1001`). */
export const questionCodeRequestSchema = z.object({ code: z.string() });

/** The worked solution of a question (our design). */
export const questionSolutionSchema = z.looseObject({
  code: z.string(),
  correct_option_id: z.number().int(),
  solution: z.string(),
});

/** A reader's answer to a bank question. */
export const questionAnswerRequestSchema = z.object({ code: z.string(), option_id: z.number().int() });

/** Whether the answer was right, and which choice was (our design). */
export const questionAnswerResultSchema = z.looseObject({
  message: z.string(),
  data: z.looseObject({
    code: z.string(),
    option_id: z.number().int(),
    is_correct: z.boolean(),
    correct_option_id: z.number().int(),
  }),
});

export type QuestionDifficulty = z.infer<typeof questionDifficultySchema>;
export type QuestionOption = z.infer<typeof questionOptionSchema>;
export type QuestionTopic = z.infer<typeof questionTopicSchema>;
export type QuestionCard = z.infer<typeof questionCardSchema>;
export type QuestionDetail = z.infer<typeof questionDetailSchema>;
export type BankAnswer = z.infer<typeof bankAnswerSchema>;
export type QuestionFormRequest = z.infer<typeof questionFormRequestSchema>;
export type QuestionFormResponse = z.infer<typeof questionFormResponseSchema>;
export type QuestionCodeRequest = z.infer<typeof questionCodeRequestSchema>;
export type QuestionSolution = z.infer<typeof questionSolutionSchema>;
export type QuestionAnswerRequest = z.infer<typeof questionAnswerRequestSchema>;
export type QuestionAnswerResult = z.infer<typeof questionAnswerResultSchema>;

/** POST /front/question/form (topic, search, difficulty, page, per_page): a page of the question bank. */
export async function searchQuestionBank(body: QuestionFormRequest): Promise<QuestionFormResponse> {
  requireParams({ body });
  // The token, when there is one, brings the student's own answers (`my_answer`); a guest gets the same list without.
  return callJson({ method: 'post', path: 'front/question/form', auth: true }, questionFormResponseSchema, {
    json: body,
  });
}

/** POST /front/question/fetch (code): one question with its choices, topic and difficulty. */
export async function fetchQuestion(body: QuestionCodeRequest): Promise<QuestionDetail> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: 'front/question/fetch', auth: true },
    single(questionDetailSchema),
    { json: body },
  );
  return response.data;
}

/** POST /front/question/get-solution (code), bearer: the correct choice and the worked solution. */
export async function getQuestionSolution(body: QuestionCodeRequest): Promise<QuestionSolution> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: 'front/question/get-solution', auth: true },
    single(questionSolutionSchema),
    { json: body },
  );
  return response.data;
}

/** POST /front/question/submit-answer (code, option_id), bearer: whether the answer was right. */
export async function submitQuestionAnswer(body: QuestionAnswerRequest): Promise<QuestionAnswerResult> {
  requireParams({ body });
  return callJson({ method: 'post', path: 'front/question/submit-answer', auth: true }, questionAnswerResultSchema, {
    json: body,
  });
}
