import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { callJson, parseRequest, requireParams } from './call.ts';
import { paginated, single, type PageQuery } from './envelopes.ts';
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

/** Filters of the `/quiz` list page: words to search, a grade slug and a subject slug. */
export interface QuizListQuery extends PageQuery {
  search?: string;
  grade?: string;
  subject?: string;
}

const RUN_PATH = 'front/course/quiz/run';

/**
 * Families of quiz keys, for what a finished run changes: every cached info
 * of a quiz (by code and by slug), and everything of one run.
 */
export const quizKeys = {
  info: ['quiz', 'info'] as const,
  run: (runId: number) => ['quiz', 'run', runId] as const,
  runQuestions: (runId: number) => ['quiz', 'run', runId, 'question'] as const,
};

/**
 * GET /front/course/quiz/list (page, per_page, search, grade, subject): a page of quiz cards.
 * Our addition beyond spec section 7, which has no call for the `/quiz` list
 * page of section 2; a real backend would need one, so the contract names it.
 */
export async function getQuizList(query: QuizListQuery = {}): Promise<QuizList> {
  return callJson({ method: 'get', path: 'front/course/quiz/list' }, quizListSchema, { searchParams: { ...query } });
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

/** GET /front/course/quiz/run/{quizCode}, bearer: a quiz's public info and whether the reader has a run in progress. */
export async function getQuizInfo(quizCode: string): Promise<QuizInfo> {
  requireParams({ quizCode });
  const response = await callJson(
    { method: 'get', path: `${RUN_PATH}/${encodeURIComponent(quizCode)}`, auth: true },
    single(quizInfoSchema),
  );
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

/** POST /front/course/quiz/run (quiz_code), bearer: starts a run, or resumes the one in progress. */
export async function startQuizRun(body: QuizCodeRequest): Promise<QuizRunAction> {
  requireParams({ body });
  return callJson({ method: 'post', path: RUN_PATH, auth: true }, quizRunActionSchema, {
    json: parseRequest(quizCodeRequestSchema, body),
  });
}

/** POST /front/course/quiz/run/check-current-quiz (quiz_code), bearer: the reader's run in progress, or null. */
export async function checkCurrentQuizRun(body: QuizCodeRequest): Promise<QuizRun | null> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: `${RUN_PATH}/check-current-quiz`, auth: true },
    currentQuizRunSchema,
    { json: parseRequest(quizCodeRequestSchema, body) },
  );
  return response.data;
}

/** The reader's run in progress of a quiz, or null (bearer). Always asked afresh: resuming relies on it. */
export const currentQuizRunQuery = (quizCode: string) =>
  queryOptions({
    queryKey: ['quiz', 'run', 'current', quizCode.toLowerCase()] as const,
    queryFn: () => checkCurrentQuizRun({ quiz_code: quizCode }),
    staleTime: 0,
  });

/** POST /front/course/quiz/run/get-question (run_id, index), bearer: one question, its chosen answer and the navigator. */
export async function getQuizRunQuestion(body: QuizQuestionRequest): Promise<QuizRunQuestion> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: `${RUN_PATH}/get-question`, auth: true },
    single(quizRunQuestionSchema),
    { json: parseRequest(quizQuestionRequestSchema, body) },
  );
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
 * POST /front/course/quiz/run/submit-answer (run_id, question_id, option_id), bearer.
 * Idempotent per question: the same answer twice is recorded once; another answer replaces it until the run finishes.
 */
export async function submitQuizRunAnswer(body: QuizAnswerRequest): Promise<QuizAnswerAction> {
  requireParams({ body });
  return callJson({ method: 'post', path: `${RUN_PATH}/submit-answer`, auth: true }, quizAnswerActionSchema, {
    json: parseRequest(quizAnswerRequestSchema, body),
  });
}

/** POST /front/course/quiz/run/get-question-solution (run_id, question_id), bearer: only after the run is finished (422 before). */
export async function getQuizRunQuestionSolution(body: QuizSolutionRequest): Promise<QuizQuestionSolution> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: `${RUN_PATH}/get-question-solution`, auth: true },
    single(quizQuestionSolutionSchema),
    { json: parseRequest(quizSolutionRequestSchema, body) },
  );
  return response.data;
}

/** POST /front/course/quiz/run/finish-quiz (run_id), bearer: finishes the run; finishing again changes nothing. */
export async function finishQuizRun(body: QuizRunRequest): Promise<QuizRunAction> {
  requireParams({ body });
  return callJson({ method: 'post', path: `${RUN_PATH}/finish-quiz`, auth: true }, quizRunActionSchema, {
    json: parseRequest(quizRunRequestSchema, body),
  });
}

/** POST /front/course/quiz/run/get-result-quiz (run_id), bearer: score, counts, percent and every question's outcome. */
export async function getQuizRunResult(body: QuizRunRequest): Promise<QuizResult> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: `${RUN_PATH}/get-result-quiz`, auth: true },
    single(quizResultSchema),
    { json: parseRequest(quizRunRequestSchema, body) },
  );
  return response.data;
}

/** A finished run's result (bearer); it never changes. */
export const quizRunResultQuery = (runId: number) =>
  queryOptions({
    queryKey: ['quiz', 'result', runId] as const,
    queryFn: () => getQuizRunResult({ run_id: runId }),
    staleTime: Infinity,
  });
