import type { DevApiState, DevUser } from '../core/state.ts';
import { findCourse } from '../seed/courses.ts';
import { accountCreatedAt, reportCardUuid, seedResultsFor } from '../seed/profile.ts';
import { findQuiz, type SeedQuiz } from '../seed/quizzes.ts';
import { avatarOf, fullName, userData } from './auth-session.ts';
import { finishedRunsOf, resultOf } from './quiz-run-machine.ts';

/**
 * The report card (our design), built from what the student did: every quiz
 * run they finished (the same runs the profile's test archive lists) and, for
 * the demo student, the chapter results the seed recorded before. Scores are
 * out of 20, as in Iranian schools; a run scores its share of right answers.
 */

const MAX_SCORE = 20;

/** A Persian word for a percentage, as report cards write it. */
function gradeLabel(percent: number): string {
  if (percent >= 90) return 'عالی';
  if (percent >= 75) return 'خیلی خوب';
  if (percent >= 60) return 'خوب';
  if (percent >= 50) return 'قابل قبول';
  return 'نیازمند تلاش بیشتر';
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);

/** One quiz result on the card, and the course (or subject) it is counted under. */
interface CardResult {
  course: { title: string; slug: string };
  /** The score unrounded, for the course's mean (18.33 and 0 average 9.17, not 9.16). */
  exact: number;
  quiz: {
    title: string;
    slug: string;
    score: number;
    max_score: number;
    taken_at: string;
    run_id: number | null;
    quiz_code: string | null;
  };
}

/** Where a quiz's result is counted: its course, or for a quiz of no course its subject in its grade («عربی نهم»). */
function groupOf(quiz: SeedQuiz): CardResult['course'] {
  return (
    quiz.course ?? { title: `${quiz.subject.name} ${quiz.grade.name}`, slug: `${quiz.subject.slug}-${quiz.grade.slug}` }
  );
}

/** The finished runs of a student as card results; finishes any run whose clock ran out (so `state` changes). */
function runResults(state: DevApiState, userId: number, now: Date): CardResult[] {
  return finishedRunsOf(state, userId, now).flatMap((run) => {
    const quiz = findQuiz(run.quiz_code);
    if (!quiz) return [];
    const result = resultOf(run, quiz);
    const exact = result.question_count ? (result.correct_count / result.question_count) * MAX_SCORE : 0;
    return [
      {
        course: groupOf(quiz),
        exact,
        quiz: {
          title: quiz.title,
          slug: quiz.slug,
          score: round(exact, 2),
          max_score: MAX_SCORE,
          taken_at: result.finished_at,
          run_id: run.id,
          quiz_code: quiz.code,
        },
      },
    ];
  });
}

/** The chapter results the seed recorded for a student (the demo student's only). */
function seededResults(userId: number): CardResult[] {
  return Object.entries(seedResultsFor(userId)).flatMap(([slug, quizzes]) => {
    const course = findCourse(slug);
    if (!course) return [];
    return quizzes.map((quiz) => ({
      course: { title: course.title, slug: course.slug },
      exact: quiz.score,
      quiz: { ...quiz, max_score: MAX_SCORE, run_id: null, quiz_code: null },
    }));
  });
}

/**
 * A student's report card: one entry per course, in the order the student was first tested in them, and
 * each course's quizzes oldest first, so the card reads as progress over time. The card is issued when the latest result came in, or when the account
 * was registered while it has none, never before.
 */
export function reportCardOf(state: DevApiState, user: DevUser, now: Date) {
  const results = [...seededResults(user.id), ...runResults(state, user.id, now)];
  const groups = new Map<string, CardResult[]>();
  for (const result of results) groups.set(result.course.slug, [...(groups.get(result.course.slug) ?? []), result]);
  const dates = (items: CardResult[]) => items.map((item) => item.quiz.taken_at).sort();
  const courses = [...groups.values()]
    .sort((a, b) => dates(a)[0]!.localeCompare(dates(b)[0]!))
    .map((items) => {
      const quizzes = items.map((item) => item.quiz).sort((a, b) => a.taken_at.localeCompare(b.taken_at));
      const score = round(mean(items.map((item) => item.exact)), 2);
      return {
        course: items[0]!.course,
        score,
        max_score: MAX_SCORE,
        grade_label: gradeLabel((score / MAX_SCORE) * 100),
        quizzes,
      };
    });
  const uuid = reportCardUuid(user.id);
  return {
    uuid,
    student: { fullName: fullName(user), avatar: avatarOf(user), grade_name: userData(user).grade_name },
    average_percent: round(mean(courses.map((course) => (course.score / course.max_score) * 100)), 1),
    // The same scale as the scores, for the card to show «… از ۲۰» (our addition).
    average_score: round(mean(courses.map((course) => course.score)), 2),
    max_score: MAX_SCORE,
    courses,
    share_path: `/profile/report-card/${uuid}`,
    issued_at: dates(results).at(-1) ?? accountCreatedAt(user),
  };
}
