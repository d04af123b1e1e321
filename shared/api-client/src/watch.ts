import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import {
  requireParams,
  callEndpoint,
  endpoint,
  type QueryOf,
  actionResult,
  list,
  single,
  toLatinDigits,
} from '@shared/api-client/core';

// The spec names these calls but shows no fields; the shapes are our design.

/** The saved position of one content for the current user. */
export const contentWatchSchema = z.looseObject({
  content_id: z.int(),
  content_slug: z.string(),
  /** Where to resume. */
  watched_seconds: z.number().check(z.nonnegative()),
  total_seconds: z.number().check(z.nonnegative()),
  /** Furthest point ever reached, as a whole percent (0–100); rewinding does not lower it. */
  percent: z.int().check(z.gte(0), z.lte(100)),
  /** Reached 90 % or more at some point. */
  is_watched: z.boolean(),
  /** ISO 8601. */
  updated_at: z.string(),
});

/**
 * How much of a course the user has mastered: the share of the course's video
 * seconds watched, where a video counts in full once 90 % of it is watched.
 */
export const masterySchema = z.looseObject({
  course_id: z.int(),
  course_slug: z.string(),
  /** Whole percent, 0–100. */
  mastery_percent: z.int().check(z.gte(0), z.lte(100)),
  /** Videos watched to 90 % or more. */
  watched_contents: z.int().check(z.nonnegative()),
  /** Videos of the course. */
  total_contents: z.int().check(z.nonnegative()),
  /** Seconds credited towards mastery. */
  watched_seconds: z.number().check(z.nonnegative()),
  total_seconds: z.number().check(z.nonnegative()),
});

/** At most this many played stretches in one save: a player reports a few, never hundreds. */
const MAX_PLAYED_STRETCHES = 200;

/**
 * The `played` parameter, «0-12,30-45»: stretches of whole seconds the player played (our addition), in any
 * digits. Undefined when left out; null when it cannot be read.
 */
export function playedStretches(text: string | undefined, totalSeconds: number): [number, number][] | null | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const stretches = toLatinDigits(text).split(',');
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

/** A number in any digits; `missing` when it is absent or not a number. */
function numberParam(missing: string) {
  const read = (value: string | number) => {
    if (typeof value !== 'string') return value;
    const digits = toLatinDigits(value.trim());
    return digits === '' ? undefined : Number(digits);
  };
  return z.pipe(z.transform(read), z.number({ error: missing }));
}

/** A positive whole id in any digits. */
function idParam(missing: string, invalid: string) {
  return z.pipe(numberParam(missing), z.number().check(z.int(), z.positive({ error: invalid })));
}

/** A length of video in seconds, in any digits. */
function secondsParam(missing: string, negative: string) {
  return z.pipe(numberParam(missing), z.number().check(z.nonnegative({ error: negative })));
}

const courseIdQuery = z.object({ course_id: idParam('شناسه دوره الزامی است.', 'شناسه دوره نامعتبر است.') });

/** The student's saved positions and mastery: bearer calls, 401 without a session. */
export const watchEndpoints = {
  /** Saved positions of a course's contents. */
  contentWatch: endpoint({
    method: 'get',
    path: '/front/course/user/get-user-content-watch',
    access: 'student',
    query: courseIdQuery,
    response: list(contentWatchSchema),
  }),
  /**
   * This GET SAVES the position (the contract names it so), so it is never retried automatically, and it
   * outlives the page: a save made as the student closes the tab still arrives.
   */
  setProgress: endpoint({
    method: 'get',
    path: '/front/course/user/set-user-watch-progress',
    access: 'student',
    saves: true,
    keepalive: true,
    query: z
      .object({
        id: idParam('شناسه محتوا الزامی است.', 'شناسه محتوا نامعتبر است.'),
        /** Where to resume. */
        watched_seconds: secondsParam('زمان دیده‌شده الزامی است.', 'زمان دیده‌شده نمی‌تواند منفی باشد.'),
        total_seconds: secondsParam('مدت کل الزامی است.', 'مدت کل نمی‌تواند منفی باشد.'),
        /**
         * The stretches of the video actually played since the page opened it, in whole seconds, as
         * «start-end» pairs joined by commas: «0-12,30-45» (our addition). The server counts a video
         * watched by these distinct seconds, never by where the playhead stands.
         */
        played: z.optional(z.string()),
      })
      .check(
        z.refine((query) => query.watched_seconds <= query.total_seconds, {
          error: 'زمان دیده‌شده نمی‌تواند از مدت کل بیشتر باشد.',
          path: ['watched_seconds'],
        }),
        z.refine((query) => playedStretches(query.played, query.total_seconds) !== null, {
          error: 'بازه‌های دیده‌شده خوانا نیست.',
          path: ['played'],
        }),
      ),
    response: actionResult(z.looseObject({ progress: contentWatchSchema, mastery: masterySchema })),
  }),
  courseMastery: endpoint({
    method: 'get',
    path: '/front/course/user/get-user-course-mastery',
    access: 'student',
    query: z.object({
      course_slug: z
        .string({ error: 'نامک دوره الزامی است.' })
        .check(z.trim(), z.minLength(1, { error: 'نامک دوره الزامی است.' })),
    }),
    response: single(masterySchema),
  }),
  mastery: endpoint({
    method: 'get',
    path: '/front/course/user/get-user-mastery',
    access: 'student',
    query: courseIdQuery,
    response: single(masterySchema),
  }),
};

export const contentWatchResponseSchema = watchEndpoints.contentWatch.response;
export const watchProgressResponseSchema = watchEndpoints.setProgress.response;
export const masteryResponseSchema = watchEndpoints.mastery.response;

export type ContentWatch = z.infer<typeof contentWatchSchema>;
export type Mastery = z.infer<typeof masterySchema>;
/** The content id and the player's position. */
export type WatchProgressRequest = QueryOf<typeof watchEndpoints.setProgress>;
export type ContentWatchResponse = z.infer<typeof contentWatchResponseSchema>;
export type WatchProgressResponse = z.infer<typeof watchProgressResponseSchema>;
export type MasteryResponse = z.infer<typeof masteryResponseSchema>;

/** Saved positions of the course's contents (bearer). */
export async function getUserContentWatch(courseId: number): Promise<ContentWatchResponse> {
  return callEndpoint(watchEndpoints.contentWatch, { query: { course_id: courseId } });
}

/** The student's saved positions in one course (bearer: run it only once logged in). */
export const userContentWatchQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['watch', 'content-watch', courseId] as const,
    queryFn: () => getUserContentWatch(courseId),
  });

/**
 * Saves the player's position (bearer). A GET that writes, so it is never retried automatically. Answers
 * 422 when watched_seconds is negative or beyond total_seconds.
 */
export async function setUserWatchProgress(progress: WatchProgressRequest): Promise<WatchProgressResponse> {
  requireParams({ id: progress.id });
  return callEndpoint(watchEndpoints.setProgress, {
    query: {
      id: progress.id,
      watched_seconds: progress.watched_seconds,
      total_seconds: progress.total_seconds,
      ...(progress.played ? { played: progress.played } : {}),
    },
  });
}

/** The student's mastery of a course, by its slug (bearer). */
export async function getUserCourseMastery(courseSlug: string): Promise<MasteryResponse> {
  return callEndpoint(watchEndpoints.courseMastery, { query: { course_slug: courseSlug } });
}

/** The student's mastery of one course (bearer: run it only once logged in). */
export const userCourseMasteryQuery = (courseSlug: string) =>
  queryOptions({
    queryKey: ['watch', 'course-mastery', courseSlug] as const,
    queryFn: () => getUserCourseMastery(courseSlug),
  });

/** The student's mastery of a course, by its id (bearer). */
export async function getUserMastery(courseId: number): Promise<MasteryResponse> {
  return callEndpoint(watchEndpoints.mastery, { query: { course_id: courseId } });
}
