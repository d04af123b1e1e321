import type { DevApiState } from '../core/state.ts';
import { COURSES, courseContents, type SeedCourse } from '../seed/courses.ts';

type WatchRecord = DevApiState['watchProgress'][string];

/**
 * The one source of a student's progress: the saved watch records. The course
 * page, my courses, the profile's courses, mastery, certificates and the
 * certificate notifications all read these functions, so they cannot disagree.
 */

/** A video counts as watched, and in full towards mastery, from this share on. */
export const WATCHED_SHARE = 0.9;

/** Share of a content reached at its furthest point, 0–1. */
export function reachedShare(record: WatchRecord | undefined): number {
  if (!record || record.total_seconds <= 0) return 0;
  return Math.min(1, record.furthest_seconds / record.total_seconds);
}

const recordOf = (state: DevApiState, userId: number, contentId: number) =>
  state.watchProgress[`${userId}:${contentId}`];

/**
 * Mastery of a course: the share of its video seconds watched, where a video
 * reached to 90 % counts in full. Floored, so 100 % means every video is done.
 */
export function masteryOf(state: DevApiState, userId: number, course: SeedCourse) {
  const videos = courseContents(course).filter((content) => content.type === 'video');
  let totalSeconds = 0;
  let creditedSeconds = 0;
  let watchedContents = 0;
  for (const video of videos) {
    const share = reachedShare(recordOf(state, userId, video.id));
    const credit = share >= WATCHED_SHARE ? 1 : share;
    if (share >= WATCHED_SHARE) watchedContents += 1;
    totalSeconds += video.duration_seconds;
    creditedSeconds += credit * video.duration_seconds;
  }
  return {
    course_id: course.id,
    course_slug: course.slug,
    mastery_percent: totalSeconds > 0 ? Math.floor((creditedSeconds / totalSeconds) * 100) : 0,
    watched_contents: watchedContents,
    total_contents: videos.length,
    watched_seconds: Math.round(creditedSeconds),
    total_seconds: totalSeconds,
  };
}

/** When the student last saved a position in the course; null before the first one. */
function lastWatchedAt(state: DevApiState, userId: number, course: SeedCourse): string | null {
  let latest: string | null = null;
  for (const content of courseContents(course)) {
    const updatedAt = recordOf(state, userId, content.id)?.updated_at;
    if (updatedAt && (!latest || updatedAt > latest)) latest = updatedAt;
  }
  return latest;
}

/** A course the student has started (any saved position), with its mastery and when they last studied it. */
export interface CourseStanding {
  course: SeedCourse;
  mastery: ReturnType<typeof masteryOf>;
  last_watched_at: string;
}

/** Every course with any progress, most recently studied first: "my courses" and the profile's courses. */
export function startedCoursesOf(state: DevApiState, userId: number): CourseStanding[] {
  return COURSES.flatMap((course) => {
    const last = lastWatchedAt(state, userId, course);
    return last ? [{ course, mastery: masteryOf(state, userId, course), last_watched_at: last }] : [];
  }).sort((a, b) => b.last_watched_at.localeCompare(a.last_watched_at));
}

/**
 * Courses whose every video is watched: each has earned its certificate, issued
 * when the last of them was saved.
 */
export function completedCoursesOf(state: DevApiState, userId: number): CourseStanding[] {
  return startedCoursesOf(state, userId).filter((standing) => standing.mastery.mastery_percent >= 100);
}
