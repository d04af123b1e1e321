import type { ProfileCourse } from '@shared/api-client';
import { profilePaths } from '../../../lib/profile-pages.ts';
import type { TakenQuiz } from '../../test-archive/index.ts';

/** One thing the student did, as the event archive lists it. */
export interface ActivityEvent {
  kind: 'quiz' | 'study';
  /** ISO 8601. */
  at: string;
  title: string;
  /** Where the event leads: the course studied, or the quiz run's result (else the quiz's course). */
  href: string | null;
  /** 0..100: the quiz's score share, or how far the course is. */
  percent: number;
}

/**
 * The event archive, built from what the API already answers (no call of
 * spec section 7 lists events): each quiz taken and the last study session of
 * each course, newest first. A course never opened has no event.
 */
export function activityTimeline(courses: readonly ProfileCourse[], quizzes: readonly TakenQuiz[]): ActivityEvent[] {
  const studied: ActivityEvent[] = courses.flatMap((course) =>
    course.last_watched_at
      ? [
          {
            kind: 'study' as const,
            at: course.last_watched_at,
            title: course.title,
            href: profilePaths.course(course.slug),
            percent: course.progress_percent,
          },
        ]
      : [],
  );
  const taken: ActivityEvent[] = quizzes.map((quiz) => ({
    kind: 'quiz',
    at: quiz.takenAt,
    title: quiz.title,
    href: quiz.resultHref ?? (quiz.courseSlug ? profilePaths.course(quiz.courseSlug) : null),
    percent: quiz.percent,
  }));
  return [...studied, ...taken].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
