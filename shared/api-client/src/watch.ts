import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { callJson, requireParams } from './call.ts';
import { actionResult, list, single } from './envelopes.ts';

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

/** Query of `set-user-watch-progress`: the content id and the player's position. */
export const watchProgressRequestSchema = z.object({
  id: z.int(),
  watched_seconds: z.number().check(z.nonnegative()),
  total_seconds: z.number().check(z.nonnegative()),
  /**
   * The stretches of the video actually played since the page opened it, in whole seconds, as
   * «start-end» pairs joined by commas: «0-12,30-45» (our addition). The server counts a video
   * watched by these distinct seconds, never by where the playhead stands.
   */
  played: z.optional(z.string()),
});

export const contentWatchResponseSchema = list(contentWatchSchema);
export const watchProgressResponseSchema = actionResult(
  z.looseObject({ progress: contentWatchSchema, mastery: masterySchema }),
);
export const masteryResponseSchema = single(masterySchema);

export type ContentWatch = z.infer<typeof contentWatchSchema>;
export type Mastery = z.infer<typeof masterySchema>;
export type WatchProgressRequest = z.infer<typeof watchProgressRequestSchema>;
export type ContentWatchResponse = z.infer<typeof contentWatchResponseSchema>;
export type WatchProgressResponse = z.infer<typeof watchProgressResponseSchema>;
export type MasteryResponse = z.infer<typeof masteryResponseSchema>;

/** GET /front/course/user/get-user-content-watch (course_id): saved positions of the course's contents (bearer). */
export async function getUserContentWatch(courseId: number): Promise<ContentWatchResponse> {
  return callJson(
    { method: 'get', path: 'front/course/user/get-user-content-watch', auth: true },
    contentWatchResponseSchema,
    { searchParams: { course_id: courseId } },
  );
}

/** The student's saved positions in one course (bearer: run it only once logged in). */
export const userContentWatchQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['watch', 'content-watch', courseId] as const,
    queryFn: () => getUserContentWatch(courseId),
  });

/**
 * GET /front/course/user/set-user-watch-progress (id, watched_seconds, total_seconds).
 * This GET SAVES the position (bearer), so it is never retried automatically.
 * Answers 422 when watched_seconds is negative or beyond total_seconds.
 */
export async function setUserWatchProgress(progress: WatchProgressRequest): Promise<WatchProgressResponse> {
  requireParams({ id: progress.id });
  return callJson(
    { method: 'get', path: 'front/course/user/set-user-watch-progress', auth: true, saves: true, keepalive: true },
    watchProgressResponseSchema,
    {
      searchParams: {
        id: progress.id,
        watched_seconds: progress.watched_seconds,
        total_seconds: progress.total_seconds,
        ...(progress.played ? { played: progress.played } : {}),
      },
    },
  );
}

/** GET /front/course/user/get-user-course-mastery (course_slug) (bearer) */
export async function getUserCourseMastery(courseSlug: string): Promise<MasteryResponse> {
  return callJson(
    { method: 'get', path: 'front/course/user/get-user-course-mastery', auth: true },
    masteryResponseSchema,
    { searchParams: { course_slug: courseSlug } },
  );
}

/** The student's mastery of one course (bearer: run it only once logged in). */
export const userCourseMasteryQuery = (courseSlug: string) =>
  queryOptions({
    queryKey: ['watch', 'course-mastery', courseSlug] as const,
    queryFn: () => getUserCourseMastery(courseSlug),
  });

/** GET /front/course/user/get-user-mastery (course_id) (bearer) */
export async function getUserMastery(courseId: number): Promise<MasteryResponse> {
  return callJson({ method: 'get', path: 'front/course/user/get-user-mastery', auth: true }, masteryResponseSchema, {
    searchParams: { course_id: courseId },
  });
}
