import type { FastifyInstance } from 'fastify';
import { questionEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { QUESTION_BANK, questionByCode, type SeedQuestion } from '../seed/questions.ts';
import { TOPICS, topicBySlug } from '../seed/topics.ts';

/** One page of a list, in the contract's `{ data, meta }` shape. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total: items.length },
  };
}

/**
 * Folds the spellings a Persian search box receives into one: Arabic yeh and
 * kaf typed on some keyboards, zero-width non-joiners, case.
 */
export function normalizeSearch(text: string): string {
  return text
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\u200c/g, ' ')
    .trim()
    .toLowerCase();
}

/** A question as the bank list shows it; its answer stays on the server. */
function cardOf(question: SeedQuestion) {
  const topic = topicBySlug(question.topic_slug);
  return {
    id: question.id,
    code: question.code,
    body: question.body,
    media_url: question.media_url,
    topic: { name: topic?.name ?? '', slug: question.topic_slug },
    grade: topic?.grade ?? { name: '', slug: '' },
    difficulty: question.difficulty,
  };
}

function matchesSearch(question: SeedQuestion, search: string): boolean {
  const haystack = normalizeSearch(`${question.code} ${question.body} ${topicBySlug(question.topic_slug)?.name ?? ''}`);
  return haystack.includes(normalizeSearch(search));
}

/** The questions of a question's topic, in the bank's order (the order its topic list shows them). */
function topicOf(question: SeedQuestion): SeedQuestion[] {
  return QUESTION_BANK.filter((candidate) => candidate.topic_slug === question.topic_slug);
}

/** The code of the next question of the same topic, in the bank's order; null after the last one. */
function nextInTopic(question: SeedQuestion): string | null {
  const topic = topicOf(question);
  return topic[topic.findIndex((candidate) => candidate.code === question.code) + 1]?.code ?? null;
}

/** The question's place in its topic, from 1 (our addition): the number its topic list gives it. */
function positionInTopic(question: SeedQuestion): number {
  return topicOf(question).findIndex((candidate) => candidate.code === question.code) + 1;
}

/**
 * `/front/question/*`: the question bank (list, one question, its solution,
 * checking an answer). With a bearer token, the student's last answer to
 * each question comes with it (`my_answer`, our addition), so the bank
 * remembers what they answered.
 */
export async function questionRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  const answerOf = (userId: number | undefined, code: string) =>
    userId === undefined ? null : (context.store.get().bankAnswers[`${userId}:${code}`] ?? null);
  serve(app, context, questionEndpoints.form, ({ body, user, reply }) => {
    const { topic, search, difficulty, page, per_page: perPage } = body;
    if (topic && !topicBySlug(topic)) return sendNotFound(reply, 'موضوع');
    const matching = QUESTION_BANK.filter(
      (question) =>
        (!topic || question.topic_slug === topic) &&
        (!difficulty || question.difficulty === difficulty) &&
        (!search || matchesSearch(question, search)),
    );
    const cards = matching.map((question) => ({ ...cardOf(question), my_answer: answerOf(user?.id, question.code) }));
    return { ...pageOf(cards, page, perPage), topics: [...TOPICS] };
  });

  serve(app, context, questionEndpoints.fetch, ({ body, user, reply }) => {
    const question = questionByCode(body.code);
    if (!question) return sendNotFound(reply, 'سؤال');
    return {
      data: {
        ...cardOf(question),
        options: question.options,
        next_code: nextInTopic(question),
        topic_position: positionInTopic(question),
        my_answer: answerOf(user?.id, question.code),
      },
    };
  });

  serve(app, context, questionEndpoints.solution, ({ body, reply }) => {
    const question = questionByCode(body.code);
    if (!question) return sendNotFound(reply, 'سؤال');
    return {
      data: { code: question.code, correct_option_id: question.correct_option_id, solution: question.solution },
    };
  });

  serve(app, context, questionEndpoints.answer, ({ body, user, reply }) => {
    const question = questionByCode(body.code);
    if (!question) return sendNotFound(reply, 'سؤال');
    const optionId = body.option_id;
    if (!question.options.some((option) => option.id === optionId)) {
      return sendValidationError(reply, { option_id: ['این گزینه از گزینه‌های این سؤال نیست.'] });
    }
    const isCorrect = optionId === question.correct_option_id;
    context.store.update((state) => {
      state.bankAnswers[`${user.id}:${question.code}`] = {
        option_id: optionId,
        is_correct: isCorrect,
        answered_at: new Date().toISOString(),
      };
    });
    return {
      message: isCorrect ? 'آفرین! پاسخ شما درست است.' : 'پاسخ شما نادرست است؛ پاسخ تشریحی را ببینید.',
      data: {
        code: question.code,
        option_id: optionId,
        is_correct: isCorrect,
        correct_option_id: question.correct_option_id,
      },
    };
  });
}
