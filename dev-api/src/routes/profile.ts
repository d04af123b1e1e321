import type { FastifyInstance } from 'fastify';
import { currentUser, type DevApiContext } from '../core/context.ts';
import { sendNotFound, sendUnauthorized, sendValidationError } from '../core/http-errors.ts';
import type { DevUser } from '../core/state.ts';
import { findCourse } from '../seed/courses.ts';
import { courseCard } from '../seed/courses-views.ts';
import { findQuiz } from '../seed/quizzes.ts';
import { REPORT_CARD_EMPTY_ISSUED_AT, reportCardUuid, seedResultsFor } from '../seed/profile.ts';
import { avatarOf, fullName, userData } from './auth-session.ts';
import { startedCoursesOf } from './course-progress.ts';
import { finishedRunsOf, finishedRunSummary } from './quiz-run-machine.ts';
import { receiveImage } from './utils-media.ts';

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

/** The report card of spec section 2 (our design): scores per course and per quiz. */
function reportCard(user: DevUser) {
  const uuid = reportCardUuid(user.id);
  const courses = Object.entries(seedResultsFor(user.id)).flatMap(([slug, quizzes]) => {
    const course = findCourse(slug);
    if (!course) return [];
    const score = round(mean(quizzes.map((quiz) => quiz.score)), 2);
    return [
      {
        course: { title: course.title, slug: course.slug },
        score,
        max_score: MAX_SCORE,
        grade_label: gradeLabel((score / MAX_SCORE) * 100),
        quizzes: quizzes.map((quiz) => ({ ...quiz, max_score: MAX_SCORE })),
      },
    ];
  });
  const takenAt = courses.flatMap((course) => course.quizzes.map((quiz) => quiz.taken_at)).sort();
  return {
    uuid,
    student: { fullName: fullName(user), avatar: avatarOf(user), grade_name: userData(user).grade_name },
    average_percent: round(mean(courses.map((course) => (course.score / course.max_score) * 100)), 1),
    // The same scale as the scores, for the card to show «… از ۲۰» (our addition).
    average_score: round(mean(courses.map((course) => course.score)), 2),
    max_score: MAX_SCORE,
    courses,
    share_path: `/profile/report-card/${uuid}`,
    issued_at: takenAt.at(-1) ?? REPORT_CARD_EMPTY_ISSUED_AT,
  };
}

/**
 * `/front/profile/*`: the student's courses, report card and avatar (the edit is in profile-account.ts, the
 * favourites in favorites.ts).
 */
export async function profileRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  app.get('/front/profile/courses', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    // Title, slug, picture, teacher and grade come from the course's own card, so they match the course page;
    // the progress is the mastery the course page shows (see course-progress.ts).
    const data = startedCoursesOf(context.store.get(), user.id).map(({ course, mastery, last_watched_at }) => {
      const card = courseCard(course);
      return {
        id: card.id,
        title: card.title,
        slug: card.slug,
        image_styles: card.image_styles,
        teacher: card.teacher,
        grade: card.grade,
        progress_percent: mastery.mastery_percent,
        contents_count: mastery.total_contents,
        completed_contents: mastery.watched_contents,
        last_watched_at,
      };
    });
    return { data };
  });

  // Our addition: every quiz run the student finished, newest first, for the test archive.
  app.get('/front/profile/quiz-runs', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const data = context.store.update((state) =>
      finishedRunsOf(state, user.id, new Date()).flatMap((run) => {
        const quiz = findQuiz(run.quiz_code);
        return quiz ? [finishedRunSummary(run, quiz)] : [];
      }),
    );
    return { data };
  });

  app.get('/front/profile/report-card', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    return { data: reportCard(user) };
  });

  app.get<{ Params: { uuid: string } }>('/front/profile/report-card/:uuid', async (request, reply) => {
    const owner = context.store.get().users.find((user) => reportCardUuid(user.id) === request.params.uuid);
    if (!owner) return sendNotFound(reply, 'کارنامه');
    return { data: reportCard(owner) };
  });

  app.post('/front/profile/media/upload', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const upload = await receiveImage(context, request, 'avatar', user.id);
    if (!upload.media) return sendValidationError(reply, upload.errors);
    const avatar = `/api/dev-media/uploads/${upload.media.file}`;
    const updated = context.store.update((state) => {
      const stored = state.users.find((candidate) => candidate.id === user.id);
      if (stored) stored.avatar = avatar;
      return stored ?? user;
    });
    return { message: 'تصویر نمایهٔ شما به‌روز شد.', data: { avatar, user: userData(updated) } };
  });
}
