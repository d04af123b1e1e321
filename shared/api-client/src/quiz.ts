import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, type QueryOf, paginated, single } from '@shared/api-client/core';
import { MAX_SEARCH_TEXT_LENGTH, SEARCH_TEXT_TOO_LONG, typedNumber } from './query-params.ts';
import { keyParams } from './query-keys.ts';
import {
  quizAnswerRequestSchema,
  quizAnswerSchema,
  quizCardSchema,
  quizCodeRequestSchema,
  quizInfoSchema,
  quizQuestionRequestSchema,
  quizQuestionSolutionSchema,
  quizResultSchema,
  quizRunQuestionSchema,
  quizRunRequestSchema,
  quizRunSchema,
  quizSolutionRequestSchema,
  type QuizAnswerRequest,
  type QuizCodeRequest,
  type QuizInfo,
  type QuizQuestionRequest,
  type QuizQuestionSolution,
  type QuizResult,
  type QuizRun,
  type QuizRunQuestion,
  type QuizRunRequest,
  type QuizSolutionRequest,
} from './quiz-schemas.ts';

export * from './quiz-schemas.ts';

// Calls of quizzes and quiz runs (spec section 7). Every run call sends the
// bearer token (spec section 6); the quiz list is public.

/** What starting or finishing a run answers: a Persian message and the run. */
export const quizRunActionSchema = z.looseObject({ message: z.string(), data: quizRunSchema });

/** What submitting an answer answers: a Persian message and the recorded answer. */
export const quizAnswerActionSchema = z.looseObject({ message: z.string(), data: quizAnswerSchema });

/** The run in progress for a quiz, or null when there is none. */
export const currentQuizRunSchema = single(z.nullable(quizRunSchema));

/** A grade or subject the list can be narrowed to. */
export const quizFacetSchema = z.looseObject({ slug: z.string(), name: z.string() });

/** A page of quiz cards, with the grades and subjects the filters offer (`facets`, our addition). */
export const quizListSchema = z.extend(paginated(quizCardSchema), {
  facets: z.optional(z.looseObject({ grades: z.array(quizFacetSchema), subjects: z.array(quizFacetSchema) })),
});

export type QuizRunAction = z.infer<typeof quizRunActionSchema>;
export type QuizAnswerAction = z.infer<typeof quizAnswerActionSchema>;
export type QuizList = z.infer<typeof quizListSchema>;

/** A grade or subject slug of the list's filters. */
const facetParam = () => z.optional(z.string().check(z.trim(), z.maxLength(40)));

const RUN_PATH = '/front/course/quiz/run';

/** The quiz list (public) and the run calls (bearer; a run is only ever visible to the student who started it). */
export const quizEndpoints = {
  /**
   * A page of quiz cards. Our addition beyond spec section 7, which has no call for the `/quiz` list page
   * of section 2; a real backend would need one, so the contract names it.
   */
  list: endpoint({
    method: 'get',
    path: '/front/course/quiz/list',
    access: 'public',
    query: z.object({
      page: typedNumber(1, z.int().check(z.gte(1, 'شمارهٔ صفحه از ۱ شروع می‌شود.'))),
      per_page: typedNumber(12, z.int().check(z.gte(1), z.lte(50, 'حداکثر ۵۰ آزمون در هر صفحه نمایش داده می‌شود.'))),
      /** Words to search, each found in the title, description, subject, grade, code or slug. */
      search: z.optional(
        z.string().check(z.trim(), z.maxLength(MAX_SEARCH_TEXT_LENGTH, { error: SEARCH_TEXT_TOO_LONG })),
      ),
      grade: facetParam(),
      subject: facetParam(),
    }),
    response: quizListSchema,
  }),
  /** A quiz's public info, by code or slug, and the reader's runs of it: hers alone, so it needs her token. */
  info: endpoint({
    method: 'get',
    path: `${RUN_PATH}/:quizCode`,
    access: 'student',
    response: single(quizInfoSchema),
  }),
  /** Starts a run (201), or resumes the one in progress (200). */
  start: endpoint({
    method: 'post',
    path: RUN_PATH,
    access: 'student',
    body: quizCodeRequestSchema,
    response: quizRunActionSchema,
  }),
  /** The reader's run in progress of a quiz, or null. */
  current: endpoint({
    method: 'post',
    path: `${RUN_PATH}/check-current-quiz`,
    access: 'student',
    body: quizCodeRequestSchema,
    response: currentQuizRunSchema,
  }),
  /** One question, its chosen answer and the navigator. */
  question: endpoint({
    method: 'post',
    path: `${RUN_PATH}/get-question`,
    access: 'student',
    body: quizQuestionRequestSchema,
    response: single(quizRunQuestionSchema),
  }),
  /** Records an answer; the same answer twice is recorded once, another replaces it until the run finishes. */
  answer: endpoint({
    method: 'post',
    path: `${RUN_PATH}/submit-answer`,
    access: 'student',
    body: quizAnswerRequestSchema,
    response: quizAnswerActionSchema,
  }),
  /** A question's correct choice and solution, only after the run is finished (422 before). */
  solution: endpoint({
    method: 'post',
    path: `${RUN_PATH}/get-question-solution`,
    access: 'student',
    body: quizSolutionRequestSchema,
    response: single(quizQuestionSolutionSchema),
  }),
  /** Finishes the run; finishing again changes nothing. */
  finish: endpoint({
    method: 'post',
    path: `${RUN_PATH}/finish-quiz`,
    access: 'student',
    body: quizRunRequestSchema,
    response: quizRunActionSchema,
  }),
  /** Score, counts, percent and every question's outcome, after the run is finished (422 before). */
  result: endpoint({
    method: 'post',
    path: `${RUN_PATH}/get-result-quiz`,
    access: 'student',
    body: quizRunRequestSchema,
    response: single(quizResultSchema),
  }),
};

/** Filters of the `/quiz` list page: words to search, a grade slug, a subject slug and the page. */
export type QuizListQuery = QueryOf<typeof quizEndpoints.list>;

/**
 * Families of quiz keys, for what a finished run changes: every cached info
 * of a quiz (by code and by slug), and everything of one run.
 */
export const quizKeys = {
  info: ['quiz', 'info'] as const,
  run: (runId: number) => ['quiz', 'run', runId] as const,
  runQuestions: (runId: number) => ['quiz', 'run', runId, 'question'] as const,
};

/** A page of quiz cards, narrowed by the list's filters. */
export async function getQuizList(query: QuizListQuery = {}): Promise<QuizList> {
  return callEndpoint(quizEndpoints.list, { query });
}

/** One page of the quiz list; the filters (page included) are the key. */
export function quizListQuery(query?: QuizListQuery) {
  const params = keyParams(query);
  return queryOptions({
    queryKey: ['quiz', 'list', params] as const,
    queryFn: () => getQuizList(params),
    staleTime: 5 * 60_000,
  });
}

/** A quiz's public info and whether the reader has a run in progress (bearer). */
export async function getQuizInfo(quizCode: string): Promise<QuizInfo> {
  requireParams({ quizCode });
  const response = await callEndpoint(quizEndpoints.info, { params: { quizCode } });
  return response.data;
}

/**
 * A quiz's info by code or slug, case folded (bearer). Always asked afresh
 * by default: it says whether a run is in progress.
 */
export const quizInfoQuery = (quizCode: string) =>
  queryOptions({
    queryKey: [...quizKeys.info, quizCode.toLowerCase()] as const,
    queryFn: () => getQuizInfo(quizCode),
    staleTime: 0,
  });

/** Starts a run, or resumes the one in progress (bearer). */
export async function startQuizRun(body: QuizCodeRequest): Promise<QuizRunAction> {
  requireParams({ body });
  return callEndpoint(quizEndpoints.start, { body });
}

/** The reader's run in progress, or null (bearer). */
export async function checkCurrentQuizRun(body: QuizCodeRequest): Promise<QuizRun | null> {
  requireParams({ body });
  const response = await callEndpoint(quizEndpoints.current, { body });
  return response.data;
}

/** The reader's run in progress of a quiz, or null (bearer). Always asked afresh: resuming relies on it. */
export const currentQuizRunQuery = (quizCode: string) =>
  queryOptions({
    queryKey: ['quiz', 'run', 'current', quizCode.toLowerCase()] as const,
    queryFn: () => checkCurrentQuizRun({ quiz_code: quizCode }),
    staleTime: 0,
  });

/** One question of a run, its chosen answer and the navigator (bearer). */
export async function getQuizRunQuestion(body: QuizQuestionRequest): Promise<QuizRunQuestion> {
  requireParams({ body });
  const response = await callEndpoint(quizEndpoints.question, { body });
  return response.data;
}

/** One question of a run (bearer), under its run's family. */
export const quizRunQuestionQuery = (runId: number, index: number) =>
  queryOptions({
    queryKey: [...quizKeys.runQuestions(runId), index] as const,
    queryFn: () => getQuizRunQuestion({ run_id: runId, index }),
    staleTime: 60_000,
  });

/**
 * Records an answer (bearer). Idempotent per question: the same answer twice is recorded once; another
 * answer replaces it until the run finishes.
 */
export async function submitQuizRunAnswer(body: QuizAnswerRequest): Promise<QuizAnswerAction> {
  requireParams({ body });
  return callEndpoint(quizEndpoints.answer, { body });
}

/** A question's correct choice and solution (bearer): only after the run is finished (422 before). */
export async function getQuizRunQuestionSolution(body: QuizSolutionRequest): Promise<QuizQuestionSolution> {
  requireParams({ body });
  const response = await callEndpoint(quizEndpoints.solution, { body });
  return response.data;
}

/** Finishes the run (bearer); finishing again changes nothing. */
export async function finishQuizRun(body: QuizRunRequest): Promise<QuizRunAction> {
  requireParams({ body });
  return callEndpoint(quizEndpoints.finish, { body });
}

/** Score, counts, percent and every question's outcome (bearer). */
export async function getQuizRunResult(body: QuizRunRequest): Promise<QuizResult> {
  requireParams({ body });
  const response = await callEndpoint(quizEndpoints.result, { body });
  return response.data;
}

/** A finished run's result (bearer); it never changes. */
export const quizRunResultQuery = (runId: number) =>
  queryOptions({
    queryKey: ['quiz', 'result', runId] as const,
    queryFn: () => getQuizRunResult({ run_id: runId }),
    staleTime: Infinity,
  });
