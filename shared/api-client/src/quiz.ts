import { z } from 'zod';
import { callJson, requireParams } from './call.ts';
import { paginated, single, type PageQuery } from './envelopes.ts';
import {
  quizAnswerSchema,
  quizCardSchema,
  quizInfoSchema,
  quizQuestionSolutionSchema,
  quizResultSchema,
  quizRunQuestionSchema,
  quizRunSchema,
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
export const currentQuizRunSchema = single(quizRunSchema.nullable());

/** A grade or subject the list can be narrowed to. */
export const quizFacetSchema = z.looseObject({ slug: z.string(), name: z.string() });

/** A page of quiz cards, with the grades and subjects the filters offer (`facets`, our addition). */
export const quizListSchema = paginated(quizCardSchema).extend({
  facets: z.looseObject({ grades: z.array(quizFacetSchema), subjects: z.array(quizFacetSchema) }).optional(),
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
 * GET /front/course/quiz/list (page, per_page, search, grade, subject): a page of quiz cards.
 * Our addition beyond spec section 7, which has no call for the `/quiz` list
 * page of section 2; a real backend would need one, so the contract names it.
 */
export async function getQuizList(query: QuizListQuery = {}): Promise<QuizList> {
  return callJson({ method: 'get', path: 'front/course/quiz/list' }, quizListSchema, { searchParams: { ...query } });
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

/** POST /front/course/quiz/run (quiz_code), bearer: starts a run, or resumes the one in progress. */
export async function startQuizRun(body: QuizCodeRequest): Promise<QuizRunAction> {
  requireParams({ body });
  return callJson({ method: 'post', path: RUN_PATH, auth: true }, quizRunActionSchema, { json: body });
}

/** POST /front/course/quiz/run/check-current-quiz (quiz_code), bearer: the reader's run in progress, or null. */
export async function checkCurrentQuizRun(body: QuizCodeRequest): Promise<QuizRun | null> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: `${RUN_PATH}/check-current-quiz`, auth: true },
    currentQuizRunSchema,
    { json: body },
  );
  return response.data;
}

/** POST /front/course/quiz/run/get-question (run_id, index), bearer: one question, its chosen answer and the navigator. */
export async function getQuizRunQuestion(body: QuizQuestionRequest): Promise<QuizRunQuestion> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: `${RUN_PATH}/get-question`, auth: true },
    single(quizRunQuestionSchema),
    { json: body },
  );
  return response.data;
}

/**
 * POST /front/course/quiz/run/submit-answer (run_id, question_id, option_id), bearer.
 * Idempotent per question: the same answer twice is recorded once; another answer replaces it until the run finishes.
 */
export async function submitQuizRunAnswer(body: QuizAnswerRequest): Promise<QuizAnswerAction> {
  requireParams({ body });
  return callJson({ method: 'post', path: `${RUN_PATH}/submit-answer`, auth: true }, quizAnswerActionSchema, {
    json: body,
  });
}

/** POST /front/course/quiz/run/get-question-solution (run_id, question_id), bearer: only after the run is finished (422 before). */
export async function getQuizRunQuestionSolution(body: QuizSolutionRequest): Promise<QuizQuestionSolution> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: `${RUN_PATH}/get-question-solution`, auth: true },
    single(quizQuestionSolutionSchema),
    { json: body },
  );
  return response.data;
}

/** POST /front/course/quiz/run/finish-quiz (run_id), bearer: finishes the run; finishing again changes nothing. */
export async function finishQuizRun(body: QuizRunRequest): Promise<QuizRunAction> {
  requireParams({ body });
  return callJson({ method: 'post', path: `${RUN_PATH}/finish-quiz`, auth: true }, quizRunActionSchema, {
    json: body,
  });
}

/** POST /front/course/quiz/run/get-result-quiz (run_id), bearer: score, counts, percent and every question's outcome. */
export async function getQuizRunResult(body: QuizRunRequest): Promise<QuizResult> {
  requireParams({ body });
  const response = await callJson(
    { method: 'post', path: `${RUN_PATH}/get-result-quiz`, auth: true },
    single(quizResultSchema),
    { json: body },
  );
  return response.data;
}
