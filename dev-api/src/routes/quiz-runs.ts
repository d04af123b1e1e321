import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  QUIZ_LATE_PICK_GRACE_SECONDS,
  quizAnswerRequestSchema,
  quizCodeRequestSchema,
  quizQuestionRequestSchema,
  quizRunRequestSchema,
  quizSolutionRequestSchema,
} from '@shared/api-client';
import { currentUser, type DevApiContext } from '../core/context.ts';
import { sendNotFound, sendUnauthorized, sendValidationError } from '../core/http-errors.ts';
import type { DevUser, QuizRunState } from '../core/state.ts';
import { check } from '../core/validate.ts';
import { questionById } from '../seed/questions.ts';
import { findQuiz, persianNumber } from '../seed/quizzes.ts';
import {
  answerView,
  expireIfDue,
  finishRun,
  latePickRefusal,
  navigatorOf,
  openRunOf,
  publicQuestion,
  ranOutOfTime,
  resultOf,
  runView,
  startRun,
  type LatePickRefusal,
} from './quiz-run-machine.ts';

const RUN = '/front/course/quiz/run';

/** What a run action decides: field errors for a 422, or the value to answer with. */
type Decision<T> = { errors: Record<string, string[]> } | { value: T };

/** A question's solution inside a finished run. */
interface SolutionView {
  question_id: number;
  correct_option_id: number;
  chosen_option_id: number | null;
  is_correct: boolean;
  solution: string;
}

const UNKNOWN_QUIZ = { quiz_code: ['آزمونی با این کد پیدا نشد.'] };
const NOT_IN_RUN = { question_id: ['این سؤال در این آزمون نیست.'] };

const GRACE_MINUTES = persianNumber(QUIZ_LATE_PICK_GRACE_SECONDS / 60);

/** Why a finished run refuses an answer: the reader finished it, or its time ran out and the pick is not a late one it takes. */
function closedRunErrors(refusal: LatePickRefusal) {
  const messages: Record<LatePickRefusal, string> = {
    'finished-by-reader': 'این آزمون به پایان رسیده است و پاسخ تازه پذیرفته نمی‌شود.',
    'not-stamped': 'زمان این آزمون به پایان رسیده است و پاسخ تازه پذیرفته نمی‌شود.',
    'picked-after-end': 'این پاسخ پس از پایان زمان آزمون انتخاب شده است و پذیرفته نمی‌شود.',
    'arrived-too-late': `این پاسخ پیش از پایان زمان انتخاب شده بود، اما بیش از ${GRACE_MINUTES} دقیقه پس از پایان آزمون رسید و پذیرفته نمی‌شود.`,
  };
  return { run_id: [messages[refusal]] };
}

/**
 * Quiz runs (spec section 7): start, check current, get question, submit
 * answer, get solution, finish and result. All are bearer-only; a run is only
 * ever visible to the reader who started it (another's run is a 404).
 */
export async function quizRunRoutes(app: FastifyInstance, context: DevApiContext) {
  /** The signed-in reader and the checked body, or undefined once a 401 or 422 has been sent. */
  function readRequest<S extends z.core.$ZodType>(request: FastifyRequest, reply: FastifyReply, schema: S) {
    const user = currentUser(context, request);
    if (!user) {
      void sendUnauthorized(reply);
      return undefined;
    }
    const body = check(schema, request.body);
    if (!body.ok) {
      void sendValidationError(reply, body.errors);
      return undefined;
    }
    return { user, body: body.data };
  }

  /**
   * Runs `act` on the reader's run inside one store write, after expiring it
   * if its time is up. Undefined when the reader has no run with this id.
   */
  function onOwnRun<R extends object>(user: DevUser, id: number, act: (run: QuizRunState, now: Date) => R) {
    return context.store.update((state): R | undefined => {
      const run = state.quizRuns.find((candidate) => candidate.id === id && candidate.user_id === user.id);
      if (!run) return undefined;
      const now = new Date();
      expireIfDue(run, now);
      return act(run, now);
    });
  }

  app.post(RUN, async (request, reply) => {
    const input = readRequest(request, reply, quizCodeRequestSchema);
    if (!input) return reply;
    const quiz = findQuiz(input.body.quiz_code);
    if (!quiz) return sendValidationError(reply, UNKNOWN_QUIZ);
    const now = new Date();
    const { run, resumed } = context.store.update((state) => startRun(state, input.user.id, quiz, now));
    return reply.code(resumed ? 200 : 201).send({
      message: resumed ? 'آزمون نیمه‌تمام شما ادامه پیدا می‌کند.' : 'آزمون شروع شد. موفق باشید!',
      data: runView(run, now),
    });
  });

  app.post(`${RUN}/check-current-quiz`, async (request, reply) => {
    const input = readRequest(request, reply, quizCodeRequestSchema);
    if (!input) return reply;
    const quiz = findQuiz(input.body.quiz_code);
    if (!quiz) return sendValidationError(reply, UNKNOWN_QUIZ);
    const now = new Date();
    const open = context.store.update((state) => openRunOf(state, input.user.id, quiz.code, now));
    return { data: open ? runView(open, now) : null };
  });

  app.post(`${RUN}/get-question`, async (request, reply) => {
    const input = readRequest(request, reply, quizQuestionRequestSchema);
    if (!input) return reply;
    const { index } = input.body;
    const result = onOwnRun(input.user, input.body.run_id, (run, now) => {
      const question = questionById(run.question_ids[index] ?? -1);
      if (!question) return { count: run.question_ids.length };
      if (run.status === 'in_progress') run.current_index = index;
      return {
        data: {
          run: runView(run, now),
          index,
          question: publicQuestion(question),
          chosen_option_id: run.answers[question.id] ?? null,
          navigator: navigatorOf(run),
        },
      };
    });
    if (!result) return sendNotFound(reply, 'این آزمون');
    if (!('data' in result)) {
      const last = persianNumber(result.count - 1);
      const message = `این آزمون ${persianNumber(result.count)} سؤال دارد؛ شمارهٔ سؤال از ۰ تا ${last} است.`;
      return sendValidationError(reply, { index: [message] });
    }
    return { data: result.data };
  });

  app.post(`${RUN}/submit-answer`, async (request, reply) => {
    const input = readRequest(request, reply, quizAnswerRequestSchema);
    if (!input) return reply;
    const { question_id: asked, option_id: chosen, picked_at: pickedAt } = input.body;
    const result = onOwnRun(input.user, input.body.run_id, (run, now): Decision<ReturnType<typeof answerView>> => {
      if (run.status === 'finished') {
        // A pick made before the clock ran out may arrive a little after it (it was made offline).
        const refusal = latePickRefusal(run, pickedAt, now, QUIZ_LATE_PICK_GRACE_SECONDS);
        if (refusal) return { errors: closedRunErrors(refusal) };
      }
      const question = run.question_ids.includes(asked) ? questionById(asked) : undefined;
      if (!question) return { errors: NOT_IN_RUN };
      if (!question.options.some((option) => option.id === chosen)) {
        return { errors: { option_id: ['این گزینه از گزینه‌های این سؤال نیست.'] } };
      }
      run.answers[asked] = chosen;
      return { value: answerView(run, asked) };
    });
    if (!result) return sendNotFound(reply, 'این آزمون');
    if ('errors' in result) return sendValidationError(reply, result.errors);
    return { message: 'پاسخ شما ثبت شد.', data: result.value };
  });

  app.post(`${RUN}/get-question-solution`, async (request, reply) => {
    const input = readRequest(request, reply, quizSolutionRequestSchema);
    if (!input) return reply;
    const asked = input.body.question_id;
    const result = onOwnRun(input.user, input.body.run_id, (run): Decision<SolutionView> => {
      if (run.status !== 'finished') {
        return { errors: { run_id: ['پاسخ تشریحی پس از پایان آزمون نمایش داده می‌شود.'] } };
      }
      const question = run.question_ids.includes(asked) ? questionById(asked) : undefined;
      if (!question) return { errors: NOT_IN_RUN };
      const chosen = run.answers[asked] ?? null;
      return {
        value: {
          question_id: question.id,
          correct_option_id: question.correct_option_id,
          chosen_option_id: chosen,
          is_correct: chosen === question.correct_option_id,
          solution: question.solution,
        },
      };
    });
    if (!result) return sendNotFound(reply, 'این آزمون');
    if ('errors' in result) return sendValidationError(reply, result.errors);
    return { data: result.value };
  });

  app.post(`${RUN}/finish-quiz`, async (request, reply) => {
    const input = readRequest(request, reply, quizRunRequestSchema);
    if (!input) return reply;
    const run = onOwnRun(input.user, input.body.run_id, (own, now) => {
      finishRun(own, now);
      return own;
    });
    if (!run) return sendNotFound(reply, 'این آزمون');
    return {
      message: ranOutOfTime(run)
        ? 'زمان آزمون به پایان رسیده بود؛ پاسخ‌هایی که پیش از پایان زمان انتخاب کرده بودید حساب می‌شوند.'
        : 'آزمون به پایان رسید. نتیجه آماده است.',
      data: runView(run, new Date()),
    };
  });

  app.post(`${RUN}/get-result-quiz`, async (request, reply) => {
    const input = readRequest(request, reply, quizRunRequestSchema);
    if (!input) return reply;
    const run = onOwnRun(input.user, input.body.run_id, (own) => own);
    if (!run) return sendNotFound(reply, 'این آزمون');
    if (run.status !== 'finished') {
      return sendValidationError(reply, { run_id: ['نتیجه پس از پایان آزمون آماده می‌شود.'] });
    }
    const quiz = findQuiz(run.quiz_code);
    if (!quiz) return sendNotFound(reply, 'آزمون');
    return { data: resultOf(run, quiz) };
  });
}
