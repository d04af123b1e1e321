import type { ReportCard } from '@shared/api-client';
import { percentOf } from '../../report-card/utils/score-bars.ts';

/** One quiz the student took, with the course it belongs to. */
export interface TakenQuiz {
  title: string;
  slug: string;
  courseTitle: string;
  courseSlug: string;
  score: number;
  max: number;
  percent: number;
  takenAt: string;
}

/** Every quiz on a report card, newest first (the card groups them by course). */
export function quizHistory(card: ReportCard): TakenQuiz[] {
  return card.courses
    .flatMap((course) =>
      course.quizzes.map((quiz) => ({
        title: quiz.title,
        slug: quiz.slug,
        courseTitle: course.course.title,
        courseSlug: course.course.slug,
        score: quiz.score,
        max: quiz.max_score,
        percent: percentOf(quiz.score, quiz.max_score),
        takenAt: quiz.taken_at,
      })),
    )
    .sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt));
}
