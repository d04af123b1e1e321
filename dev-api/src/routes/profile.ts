import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { courseCard } from '../seed/courses-views.ts';
import { findQuiz } from '../seed/quizzes.ts';
import { reportCardUuid } from '../seed/profile.ts';
import { userData } from './auth-session.ts';
import { startedCoursesOf } from './course-progress.ts';
import { finishedRunsOf, finishedRunSummary } from './quiz-run-machine.ts';
import { reportCardOf } from './report-card.ts';
import { receiveImage } from './utils-media.ts';

/**
 * `/front/profile/*`: the student's courses, report card and avatar (the edit is in profile-account.ts, the
 * favourites in favorites.ts).
 */
export async function profileRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, profileEndpoints.courses, ({ user }) => {
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
  serve(app, context, profileEndpoints.quizRuns, ({ user }) => {
    const data = context.store.update((state) =>
      finishedRunsOf(state, user.id, new Date()).flatMap((run) => {
        const quiz = findQuiz(run.quiz_code);
        return quiz ? [finishedRunSummary(run, quiz)] : [];
      }),
    );
    return { data };
  });

  serve(app, context, profileEndpoints.reportCard, ({ user }) => {
    // An update: reading the runs finishes any whose clock ran out, as the test archive's list does.
    return { data: context.store.update((state) => reportCardOf(state, user, new Date())) };
  });

  serve(app, context, profileEndpoints.sharedReportCard, ({ params, reply }) => {
    const owner = context.store.get().users.find((user) => reportCardUuid(user.id) === params.uuid);
    if (!owner) return sendNotFound(reply, 'کارنامه');
    // The very card its owner sees: the same results, read the same way.
    return { data: context.store.update((state) => reportCardOf(state, owner, new Date())) };
  });

  // A multipart form, read by receiveImage: the description has no body schema to check it with.
  serve(app, context, profileEndpoints.uploadAvatar, async ({ user, request, reply }) => {
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
