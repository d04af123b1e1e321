import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, paginated, single } from '@shared/api-client/core';
import { keyParams } from './query-keys.ts';
import { MAX_SEARCH_TEXT_LENGTH, SEARCH_TEXT_TOO_LONG } from './query-params.ts';

// Calls of the question bank (spec section 7). The spec shows no payload
// fields (section 9), so every field below is our design of what a Persian
// education backend's question bank returns.

/** How hard a question is; pages show it as آسان / متوسط / دشوار. */
export const questionDifficultySchema = z.enum(['easy', 'medium', 'hard']);

/** A name and slug pair (topic, grade, subject). */
export const questionLabelSchema = z.looseObject({ name: z.string(), slug: z.string() });

/** One answer choice. Its text may hold LaTeX between `$…$`. */
export const questionOptionSchema = z.looseObject({ id: z.int(), body: z.string() });

/** A topic of the question bank, with how many questions it holds (our design). */
export const questionTopicSchema = z.looseObject({
  name: z.string(),
  slug: z.string(),
  question_count: z.int().check(z.nonnegative()),
});

/**
 * A question as the bank list shows it (our design): public code for
 * `/question/{code}`, text that may hold `$…$` LaTeX, an optional figure.
 */
/** The student's last answer to a bank question (our addition; only with their bearer token). */
export const bankAnswerSchema = z.looseObject({
  option_id: z.int(),
  is_correct: z.boolean(),
  /** ISO 8601. */
  answered_at: z.string(),
});

export const questionCardSchema = z.looseObject({
  id: z.int(),
  code: z.string(),
  body: z.string(),
  media_url: z.nullable(z.string()),
  topic: questionLabelSchema,
  grade: questionLabelSchema,
  difficulty: questionDifficultySchema,
  my_answer: z.nullish(bankAnswerSchema),
});

/**
 * A question with its choices; never the correct one (that takes
 * `getQuestionSolution`). `next_code` (our addition) is the next question of
 * the same topic, null after the last. `topic_position` (our addition) is its
 * place in its topic from 1, as the bank's topic list numbers it, so the page
 * can title it «سؤال ۳» rather than by its code.
 */
export const questionDetailSchema = z.extend(questionCardSchema, {
  options: z.array(questionOptionSchema),
  next_code: z.nullish(z.string()),
  topic_position: z.nullish(z.int().check(z.positive())),
});

/** Filters of the question bank page; every field is optional, the body itself is not. */
export const questionFormRequestSchema = z.object({
  /** Topic slug, as in `/question/topic/{topic}`. */
  topic: z.optional(z.string().check(z.trim())),
  search: z.optional(z.string().check(z.trim(), z.maxLength(MAX_SEARCH_TEXT_LENGTH, { error: SEARCH_TEXT_TOO_LONG }))),
  difficulty: z.optional(
    z.enum(questionDifficultySchema.options, { error: 'سطح دشواری باید آسان، متوسط یا دشوار باشد.' }),
  ),
  page: z._default(z.int().check(z.gte(1, 'شمارهٔ صفحه از ۱ شروع می‌شود.')), 1),
  per_page: z._default(z.int().check(z.gte(1), z.lte(50, 'حداکثر ۵۰ سؤال در هر صفحه نمایش داده می‌شود.')), 10),
});

/** A page of questions plus every topic, so the filter list needs no second call (our design). */
export const questionFormResponseSchema = z.extend(paginated(questionCardSchema), {
  topics: z.array(questionTopicSchema),
});

/** Names one question by its public code (`Q1001`). */
const codeField = z.string({ error: 'کد سؤال را وارد کنید.' }).check(z.trim(), z.minLength(1, 'کد سؤال را وارد کنید.'));

export const questionCodeRequestSchema = z.object({ code: codeField });

/** The worked solution of a question (our design). */
export const questionSolutionSchema = z.looseObject({
  code: z.string(),
  correct_option_id: z.int(),
  solution: z.string(),
});

/** A reader's answer to a bank question. */
export const questionAnswerRequestSchema = z.object({
  code: codeField,
  option_id: z.number({ error: 'یکی از گزینه‌ها را انتخاب کنید.' }).check(z.int()),
});

/** Whether the answer was right, and which choice was (our design). */
export const questionAnswerResultSchema = z.looseObject({
  message: z.string(),
  data: z.looseObject({
    code: z.string(),
    option_id: z.int(),
    is_correct: z.boolean(),
    correct_option_id: z.int(),
  }),
});

export type QuestionDifficulty = z.infer<typeof questionDifficultySchema>;
export type QuestionOption = z.infer<typeof questionOptionSchema>;
export type QuestionTopic = z.infer<typeof questionTopicSchema>;
export type QuestionCard = z.infer<typeof questionCardSchema>;
export type QuestionDetail = z.infer<typeof questionDetailSchema>;
export type BankAnswer = z.infer<typeof bankAnswerSchema>;
export type QuestionFormRequest = z.input<typeof questionFormRequestSchema>;
export type QuestionFormResponse = z.infer<typeof questionFormResponseSchema>;
export type QuestionCodeRequest = z.input<typeof questionCodeRequestSchema>;
export type QuestionSolution = z.infer<typeof questionSolutionSchema>;
export type QuestionAnswerRequest = z.input<typeof questionAnswerRequestSchema>;
export type QuestionAnswerResult = z.infer<typeof questionAnswerResultSchema>;

/** The question bank's calls; the token, when there is one, brings the student's own answers (`my_answer`). */
export const questionEndpoints = {
  /** A page of the bank (topic, search, difficulty, page, per_page), with every topic. */
  form: endpoint({
    method: 'post',
    path: '/front/question/form',
    access: 'optional',
    body: questionFormRequestSchema,
    response: questionFormResponseSchema,
  }),
  /** One question with its choices, topic and difficulty. */
  fetch: endpoint({
    method: 'post',
    path: '/front/question/fetch',
    access: 'optional',
    body: questionCodeRequestSchema,
    response: single(questionDetailSchema),
  }),
  /** The correct choice and the worked solution. */
  solution: endpoint({
    method: 'post',
    path: '/front/question/get-solution',
    access: 'student',
    body: questionCodeRequestSchema,
    response: single(questionSolutionSchema),
  }),
  /** Whether the answer was right; the student's last answer is kept. */
  answer: endpoint({
    method: 'post',
    path: '/front/question/submit-answer',
    access: 'student',
    body: questionAnswerRequestSchema,
    response: questionAnswerResultSchema,
  }),
};

/**
 * Families of question keys: an answer changes the question (its
 * `my_answer`) and every cached page of the bank.
 */
export const questionKeys = { bank: ['question', 'bank'] as const };

/** A page of the question bank. */
export async function searchQuestionBank(body: QuestionFormRequest): Promise<QuestionFormResponse> {
  requireParams({ body });
  return callEndpoint(questionEndpoints.form, { body });
}

/** A page of the bank (by topic, search and difficulty); the filters (page included) are the key. */
export function questionBankQuery(query: QuestionFormRequest) {
  const params = keyParams(query);
  return queryOptions({
    queryKey: [...questionKeys.bank, params] as const,
    queryFn: () => searchQuestionBank(params),
    staleTime: 5 * 60_000,
  });
}

/** One question with its choices, topic and difficulty. */
export async function fetchQuestion(body: QuestionCodeRequest): Promise<QuestionDetail> {
  requireParams({ body });
  const response = await callEndpoint(questionEndpoints.fetch, { body });
  return response.data;
}

/** One question by code; codes are case-insensitive, so the key folds them to upper case. */
export const questionQuery = (code: string) =>
  queryOptions({
    queryKey: ['question', 'detail', code.toUpperCase()] as const,
    queryFn: () => fetchQuestion({ code }),
    staleTime: 10 * 60_000,
  });

/** The correct choice and the worked solution (bearer). */
export async function getQuestionSolution(body: QuestionCodeRequest): Promise<QuestionSolution> {
  requireParams({ body });
  const response = await callEndpoint(questionEndpoints.solution, { body });
  return response.data;
}

/** A question's correct option and worked solution (bearer); a solution never changes. */
export const questionSolutionQuery = (code: string) =>
  queryOptions({
    queryKey: ['question', 'solution', code.toUpperCase()] as const,
    queryFn: () => getQuestionSolution({ code }),
    staleTime: Infinity,
  });

/** Whether the answer was right (bearer). */
export async function submitQuestionAnswer(body: QuestionAnswerRequest): Promise<QuestionAnswerResult> {
  requireParams({ body });
  return callEndpoint(questionEndpoints.answer, { body });
}
