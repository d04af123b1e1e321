import type { FastifyInstance } from 'fastify';
import { quizEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { DEFAULT_GRADES } from '../seed/global-data.ts';
import { findQuiz, QUIZZES, type SeedQuiz } from '../seed/quizzes.ts';
import { normalizeSearch, pageOf } from './question.ts';
import { finishedRunsOf, finishedRunSummary, openRunOf } from './quiz-run-machine.ts';
import { quizRunRoutes } from './quiz-runs.ts';

/** A quiz as a card of the `/quiz` list. */
function cardOf(quiz: SeedQuiz) {
  return {
    id: quiz.id,
    code: quiz.code,
    slug: quiz.slug,
    title: quiz.title,
    description: quiz.description,
    subject: quiz.subject,
    grade: quiz.grade,
    question_count: quiz.question_ids.length,
    duration_minutes: quiz.duration_minutes,
    image_styles: quiz.image_styles,
    course: quiz.course,
  };
}

/**
 * Whether a quiz answers a search: every word of it appears in the quiz's
 * title, description, subject, grade («پایهٔ نهم» as well as «نهم»), code or
 * slug, whatever the spelling of ی, ک, the hamza of «پایهٔ» and half-spaces.
 */
export function matchesSearch(quiz: SeedQuiz, search: string): boolean {
  const haystack = searchForm(
    [quiz.title, quiz.description, quiz.subject.name, `پایه ${quiz.grade.name}`, quiz.code, quiz.slug].join(' '),
  );
  return searchForm(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Text in the form searches compare: normalised, with the hamza above «ه» dropped («پایهٔ» → «پایه»). */
function searchForm(text: string): string {
  return normalizeSearch(text.replace(/\u0654/g, ''));
}

/** Where a grade stands in the school years (هفتم before هشتم, نهم before دهم); an unknown one goes last. */
function gradeRank(slug: string): number {
  const rank = DEFAULT_GRADES.findIndex((grade) => grade.slug === slug);
  return rank < 0 ? DEFAULT_GRADES.length : rank;
}

/**
 * The grades and subjects the quizzes have, for the list's filters (our
 * addition): grades in school order, whatever order the quizzes come in;
 * subjects in first-seen order.
 */
export function facetsOf(quizzes: readonly SeedQuiz[]) {
  const unique = <T extends { slug: string }>(items: T[]) =>
    items.filter((item, index) => items.findIndex((other) => other.slug === item.slug) === index);
  return {
    grades: unique(quizzes.map((quiz) => ({ slug: quiz.grade.slug, name: quiz.grade.name }))).sort(
      (a, b) => gradeRank(a.slug) - gradeRank(b.slug),
    ),
    subjects: unique(quizzes.map((quiz) => ({ slug: quiz.subject.slug, name: quiz.subject.name }))),
  };
}

/** The seed never changes while the dev API runs, so the filters' choices are worked out once. */
const FACETS = facetsOf(QUIZZES);

/** Quizzes: the list (our addition), a quiz's public info, and the run calls of quiz-runs.ts. */
export async function quizRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  // Our addition beyond spec section 7: the `/quiz` list page needs quiz cards and the spec names no call for them.
  serve(app, context, quizEndpoints.list, ({ query }) => {
    const { page, per_page: perPage, search, grade, subject } = query;
    const matching = QUIZZES.filter(
      (quiz) =>
        (!search || matchesSearch(quiz, search)) &&
        (!grade || quiz.grade.slug === grade) &&
        (!subject || quiz.subject.slug === subject),
    );
    return { ...pageOf(matching.map(cardOf), page, perPage), facets: FACETS };
  });

  // Bearer-only like every run call (spec section 6); accepts the slug too, for the `/quiz/{slug}` pages.
  serve(app, context, quizEndpoints.info, ({ params, user, reply }) => {
    const quiz = findQuiz(params.quizCode);
    if (!quiz) return sendNotFound(reply, 'آزمون');
    const { open, finished } = context.store.update((state) => {
      const now = new Date();
      return {
        open: openRunOf(state, user.id, quiz.code, now),
        finished: finishedRunsOf(state, user.id, now, quiz.code),
      };
    });
    return {
      data: {
        ...cardOf(quiz),
        instructions: quiz.instructions,
        has_run_in_progress: open !== undefined,
        current_run_id: open?.id ?? null,
        // Our addition: the reader's finished runs of this quiz, newest first, so every result can be found again.
        finished_runs: finished.map((run) => finishedRunSummary(run, quiz)),
      },
    };
  });

  await quizRunRoutes(app, context);
}
