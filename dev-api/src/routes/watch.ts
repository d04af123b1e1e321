import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser, type DevApiContext } from '../core/context.ts';
import { sendNotFound, sendUnauthorized, sendValidationError } from '../core/http-errors.ts';
import type { WatchRecord } from '../core/state.ts';
import { check } from '../core/validate.ts';
import type { SeedContent } from '../seed/contents.ts';
import { courseContents, findContentById, findCourse, findCourseById } from '../seed/courses.ts';
import { normalizeSearchText } from '../seed/courses-query.ts';
import { masteryOf, mergeSeconds, WATCHED_SHARE, watchedShare } from './course-progress.ts';

/** At most this many played stretches in one save: a player reports a few, never hundreds. */
const MAX_PLAYED_STRETCHES = 200;

/**
 * The `played` parameter, «0-12,30-45»: stretches of whole seconds the player played (our addition).
 * Undefined when left out; null when it cannot be read.
 */
function parsePlayed(text: string | undefined, totalSeconds: number): [number, number][] | null | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const stretches = normalizeSearchText(text).split(',');
  if (stretches.length > MAX_PLAYED_STRETCHES) return null;
  const pairs: [number, number][] = [];
  for (const stretch of stretches) {
    const match = /^(\d{1,6})-(\d{1,6})$/.exec(stretch.trim());
    if (!match) return null;
    const start = Number(match[1]);
    const end = Number(match[2]);
    // A stretch past the video's end (a second of rounding aside) was not played in this video.
    if (end <= start || end > Math.ceil(totalSeconds)) return null;
    pairs.push([start, Math.min(end, totalSeconds)]);
  }
  return pairs;
}

/** A number from the query string; Persian digits are accepted. */
function queryNumber(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? normalizeSearchText(value) || undefined : value),
    z.coerce.number({ error: message }),
  );
}

const courseIdQuery = z.object({
  course_id: queryNumber('شناسه دوره الزامی است.').pipe(z.number().int().positive('شناسه دوره نامعتبر است.')),
});

const courseSlugQuery = z.object({
  course_slug: z.string({ error: 'نامک دوره الزامی است.' }).trim().min(1, 'نامک دوره الزامی است.'),
});

const progressQuery = z
  .object({
    id: queryNumber('شناسه محتوا الزامی است.').pipe(z.number().int().positive('شناسه محتوا نامعتبر است.')),
    watched_seconds: queryNumber('زمان دیده‌شده الزامی است.').pipe(
      z.number().nonnegative('زمان دیده‌شده نمی‌تواند منفی باشد.'),
    ),
    total_seconds: queryNumber('مدت کل الزامی است.').pipe(z.number().nonnegative('مدت کل نمی‌تواند منفی باشد.')),
    played: z.optional(z.string()),
  })
  .refine((query) => query.watched_seconds <= query.total_seconds, {
    message: 'زمان دیده‌شده نمی‌تواند از مدت کل بیشتر باشد.',
    path: ['watched_seconds'],
  })
  .refine((query) => parsePlayed(query.played, query.total_seconds) !== null, {
    message: 'بازه‌های دیده‌شده خوانا نیست.',
    path: ['played'],
  });

function progressView(content: SeedContent, record: WatchRecord) {
  const share = watchedShare(record);
  return {
    content_id: content.id,
    content_slug: content.slug,
    watched_seconds: record.watched_seconds,
    total_seconds: record.total_seconds,
    percent: Math.floor(share * 100),
    is_watched: share >= WATCHED_SHARE,
    updated_at: record.updated_at,
  };
}

/** Routes of the "watch" domain (spec section 7): saved positions and mastery, bearer only. */
export async function watchRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  app.get('/front/course/user/get-user-content-watch', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const query = check(courseIdQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const course = findCourseById(query.data.course_id);
    if (!course) return sendNotFound(reply, 'دوره');
    const progress = context.store.get().watchProgress;
    return {
      data: courseContents(course).flatMap((content) => {
        const record = progress[`${user.id}:${content.id}`];
        return record ? [progressView(content, record)] : [];
      }),
    };
  });

  // A GET that saves: the contract names it so (spec section 7).
  app.get('/front/course/user/set-user-watch-progress', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const query = check(progressQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const { id, watched_seconds: watchedSeconds, total_seconds: totalSeconds } = query.data;
    const played = parsePlayed(query.data.played, totalSeconds) ?? [];
    const content = findContentById(id);
    const course = content && findCourseById(content.course_id);
    if (!content || !course) return sendNotFound(reply, 'محتوا');
    const key = `${user.id}:${content.id}`;
    const record = context.store.update((state) => {
      const earlier = state.watchProgress[key];
      const now = new Date().toISOString();
      const saved: WatchRecord = {
        watched_seconds: watchedSeconds,
        // Rewinding moves the resume point back but never undoes what was watched.
        furthest_seconds: Math.min(totalSeconds, Math.max(earlier?.furthest_seconds ?? 0, watchedSeconds)),
        total_seconds: totalSeconds,
        updated_at: now,
        // The distinct seconds played, over every visit: what counts the video watched.
        // A record stored before seconds were reported keeps its old reading: up to its furthest point.
        seen: mergeSeconds([...(earlier ? (earlier.seen ?? [[0, earlier.furthest_seconds]]) : []), ...played]),
      };
      const wasWatched = earlier !== undefined && watchedShare(earlier) >= WATCHED_SHARE;
      const watchedAt = earlier?.watched_at ?? (wasWatched ? earlier.updated_at : undefined);
      if (watchedAt) saved.watched_at = watchedAt;
      else if (watchedShare(saved) >= WATCHED_SHARE) saved.watched_at = now;
      state.watchProgress[key] = saved;
      return saved;
    });
    return {
      message: 'پیشرفت تماشای شما ذخیره شد.',
      data: { progress: progressView(content, record), mastery: masteryOf(context.store.get(), user.id, course) },
    };
  });

  app.get('/front/course/user/get-user-course-mastery', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const query = check(courseSlugQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const course = findCourse(query.data.course_slug);
    return course ? { data: masteryOf(context.store.get(), user.id, course) } : sendNotFound(reply, 'دوره');
  });

  app.get('/front/course/user/get-user-mastery', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const query = check(courseIdQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const course = findCourseById(query.data.course_id);
    return course ? { data: masteryOf(context.store.get(), user.id, course) } : sendNotFound(reply, 'دوره');
  });
}
