import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, type DevApiContext } from '../core/context.ts';
import { sendNotFound, sendUnauthorized, sendValidationError } from '../core/http-errors.ts';
import type { DevUser } from '../core/state.ts';
import { check } from '../core/validate.ts';
import { DEFAULT_GRADES } from '../seed/global-data.ts';
import { findCourse } from '../seed/courses.ts';
import { courseCard } from '../seed/courses-views.ts';
import { findQuiz } from '../seed/quizzes.ts';
import {
  REPORT_CARD_EMPTY_ISSUED_AT,
  reportCardUuid,
  seedEnrolmentsFor,
  seedFavoritesFor,
  seedResultsFor,
} from '../seed/profile.ts';
import { avatarOf, fullName, optionalLogin, optionalText, userData } from './auth-session.ts';
import { finishedRunsOf, finishedRunSummary } from './quiz-run-machine.ts';
import { receiveImage } from './utils-media.ts';

const MAX_SCORE = 20;

function personName(label: string) {
  return z
    .string({ error: `${label} را وارد کنید.` })
    .trim()
    .min(2, `${label} باید دست‌کم ۲ حرف باشد.`)
    .max(40, `${label} نباید بیشتر از ۴۰ حرف باشد.`)
    .regex(/^[\u0600-\u06FF\u200c ]+$/, `${label} را با حروف فارسی بنویسید.`);
}

const profileEditBody = z.object({
  first_name: personName('نام'),
  last_name: personName('نام خانوادگی'),
  email: optionalLogin('email', 'نشانی ایمیل معتبر نیست.'),
  mobile: optionalLogin('mobile', 'شمارهٔ موبایل باید مانند ۰۹۱۲۳۴۵۶۷۸۹ باشد.'),
  grade_slug: optionalText.refine(
    (slug) => slug === null || DEFAULT_GRADES.some((grade) => grade.slug === slug),
    'پایهٔ تحصیلی را از فهرست انتخاب کنید.',
  ),
  bio: optionalText.refine((bio) => (bio ?? '').length <= 500, 'معرفی نباید بیشتر از ۵۰۰ نویسه باشد.'),
});

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
    courses,
    share_path: `/profile/report-card/${uuid}`,
    issued_at: takenAt.at(-1) ?? REPORT_CARD_EMPTY_ISSUED_AT,
  };
}

/** `/front/profile/*`: the student's courses, favorites, report card, profile edit and avatar. */
export async function profileRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  app.get('/front/profile/courses', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    // Title, slug, picture, teacher and grade come from the course's own card, so they match the course page.
    const data = seedEnrolmentsFor(user.id).map(({ course, ...progress }) => {
      const card = courseCard(course);
      return {
        id: card.id,
        title: card.title,
        slug: card.slug,
        image_styles: card.image_styles,
        teacher: card.teacher,
        grade: card.grade,
        progress_percent: Math.round((progress.completed_contents / progress.contents_count) * 100),
        ...progress,
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

  // Our addition: spec section 7 lists no call for the favorites page.
  app.get('/front/profile/favorites', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const data = seedFavoritesFor(user.id).flatMap(({ slug, saved_at }) => {
      const course = findCourse(slug);
      return course ? [{ course: courseCard(course), saved_at }] : [];
    });
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

  app.post('/front/profile/edit', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const body = check(profileEditBody, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    // Fields left out of the body keep their value; a blank one clears it.
    const sent = new Set(typeof request.body === 'object' && request.body ? Object.keys(request.body) : []);
    const keep = <K extends 'email' | 'mobile' | 'grade_slug' | 'bio'>(key: K) =>
      sent.has(key) ? body.data[key] : user[key];
    const edit = {
      first_name: body.data.first_name,
      last_name: body.data.last_name,
      email: keep('email'),
      mobile: keep('mobile'),
      grade_slug: keep('grade_slug'),
      bio: keep('bio'),
    };
    const others = context.store.get().users.filter((other) => other.id !== user.id);
    const errors: Record<string, string[]> = {};
    if (!edit.email && !edit.mobile) errors.mobile = ['شمارهٔ موبایل یا ایمیل لازم است؛ با آن وارد می‌شوید.'];
    if (edit.mobile && others.some((other) => other.mobile === edit.mobile || other.login === edit.mobile)) {
      errors.mobile = ['این شمارهٔ موبایل برای حساب دیگری ثبت شده است.'];
    }
    if (edit.email && others.some((other) => other.email === edit.email || other.login === edit.email)) {
      errors.email = ['این ایمیل برای حساب دیگری ثبت شده است.'];
    }
    if (Object.keys(errors).length) return sendValidationError(reply, errors);
    const updated = context.store.update((state) => {
      const stored = state.users.find((candidate) => candidate.id === user.id);
      if (!stored) throw new Error(`User ${user.id} vanished`);
      Object.assign(stored, edit);
      // The user logs in with the mobile (or, without one, the e-mail) they now have.
      stored.login = edit.mobile ?? edit.email ?? stored.login;
      return stored;
    });
    return { message: 'پروفایل شما به‌روز شد.', data: userData(updated) };
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
    return { message: 'تصویر پروفایل شما به‌روز شد.', data: { avatar, user: userData(updated) } };
  });
}
