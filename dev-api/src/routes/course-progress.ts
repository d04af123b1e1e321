import type { DevApiState, WatchRecord } from '../core/state.ts';
import { COURSES, courseContents, type SeedCourse } from '../seed/courses.ts';

/**
 * The one source of a student's progress: the saved watch records. The course
 * page, my courses, the profile's courses, mastery, certificates and the
 * certificate notifications all read these functions, so they cannot disagree.
 */

/** A video counts as watched, and in full towards mastery, once this share of its distinct seconds was played. */
export const WATCHED_SHARE = 0.9;

/** Sorted, overlapping or touching [start, end] pairs joined into one. */
export function mergeSeconds(pairs: readonly [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [start, end] of [...pairs].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The distinct seconds a record says were played; a record stored before they were reported, its furthest point. */
export function seenSecondsOf(record: WatchRecord): number {
  if (!record.seen) return record.furthest_seconds;
  return record.seen.reduce((sum, [start, end]) => sum + (end - start), 0);
}

/**
 * Share of a video watched, 0–1: its distinct seconds played over its length. Dragging the playhead to the
 * end plays nothing, so it counts nothing.
 */
export function watchedShare(record: WatchRecord | undefined): number {
  if (!record || record.total_seconds <= 0) return 0;
  return Math.min(1, seenSecondsOf(record) / record.total_seconds);
}

const recordOf = (state: DevApiState, userId: number, contentId: number) =>
  state.watchProgress[`${userId}:${contentId}`];

/**
 * Mastery of a course: the share of its video seconds watched, where a video
 * 90 % of whose distinct seconds were played counts in full. Floored, so 100 % means every video is done.
 */
export function masteryOf(state: DevApiState, userId: number, course: SeedCourse) {
  const videos = courseContents(course).filter((content) => content.type === 'video');
  let totalSeconds = 0;
  let creditedSeconds = 0;
  let watchedContents = 0;
  for (const video of videos) {
    const share = watchedShare(recordOf(state, userId, video.id));
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

/** A course whose every video is watched, and when the last of them first counted as watched. */
export interface CompletedCourse extends CourseStanding {
  completed_at: string;
}

/**
 * Courses whose every video is watched: each has earned its certificate, dated
 * when the last of its videos first counted as watched (watching one again
 * later does not move the date).
 */
export function completedCoursesOf(state: DevApiState, userId: number): CompletedCourse[] {
  return startedCoursesOf(state, userId)
    .filter((standing) => standing.mastery.mastery_percent >= 100)
    .map((standing) => {
      const dates = courseContents(standing.course).flatMap((content) => {
        const record = recordOf(state, userId, content.id);
        return content.type === 'video' && record ? [record.watched_at ?? record.updated_at] : [];
      });
      return { ...standing, completed_at: dates.sort().at(-1) ?? standing.last_watched_at };
    });
}
