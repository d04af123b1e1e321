import type { FinishedQuizRun, ReportCard } from '@shared/api-client';
import { percentOf } from '../../report-card/index.ts';

/** One quiz the student took, with the course it belongs to (if any) and, for a quiz run, its result page. */
export interface TakenQuiz {
  /** Unique among the list: a run's id, or a report-card quiz's course and slug. */
  key: string;
  title: string;
  slug: string;
  courseTitle: string | null;
  courseSlug: string | null;
  score: number;
  max: number;
  percent: number;
  takenAt: string;
  /** Where the result of a quiz run opens; report-card quizzes have none. */
  resultHref?: string;
}

/** The quiz area's result page of a run (a plain path: the profile never imports the quiz area). */
const runResultPath = (code: string, runId: number) =>
  `/quiz/run/${encodeURIComponent(code)}/result/${encodeURIComponent(String(runId))}`;

function fromRun(run: FinishedQuizRun): TakenQuiz {
  return {
    key: `run-${run.id}`,
    title: run.quiz.title,
    slug: run.quiz.slug,
    courseTitle: run.quiz.course?.title ?? null,
    courseSlug: run.quiz.course?.slug ?? null,
    score: run.correct_count,
    max: run.question_count,
    percent: run.percent,
    takenAt: run.finished_at,
    resultHref: runResultPath(run.quiz.code, run.id),
  };
}

/**
 * Every quiz the student took, newest first: the quiz runs they finished (as
 * the server lists them) and the course quizzes on their report card. The card
 * counts the runs too (`run_id`); those are listed once, from the runs.
 */
export function quizHistory(card: ReportCard, runs: readonly FinishedQuizRun[] = []): TakenQuiz[] {
  const cardQuizzes = card.courses.flatMap((course) =>
    course.quizzes.flatMap((quiz): TakenQuiz[] =>
      quiz.run_id != null
        ? []
        : [
            {
              key: `card-${course.course.slug}-${quiz.slug}`,
              title: quiz.title,
              slug: quiz.slug,
              courseTitle: course.course.title,
              courseSlug: course.course.slug,
              score: quiz.score,
              max: quiz.max_score,
              percent: percentOf(quiz.score, quiz.max_score),
              takenAt: quiz.taken_at,
            },
          ],
    ),
  );
  return [...runs.map(fromRun), ...cardQuizzes].sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt));
}
