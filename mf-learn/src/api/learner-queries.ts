import {
  notificationsQuery,
  profileCoursesQuery,
  getUserContentWatch,
  getUserCourseMastery,
  type ContentWatch,
  type ContentWatchResponse,
  type Mastery,
} from '@shared/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * The logged-in student's data: saved positions, mastery and enrolled
 * courses. These calls carry the bearer token, so pages only run them once
 * the session says the student is logged in.
 */
export const learnerQueries = {
  watch: (courseId: number) =>
    queryOptions({ queryKey: ['learn', 'me', 'watch', courseId], queryFn: () => getUserContentWatch(courseId) }),
  mastery: (courseSlug: string) =>
    queryOptions({
      queryKey: ['learn', 'me', 'mastery', courseSlug],
      queryFn: () => getUserCourseMastery(courseSlug),
    }),
  /** The api-client's own query, so the profile area shares the cached answer. */
  profileCourses: profileCoursesQuery,
};

/**
 * Puts a save's answer into the cache, so the mastery panel and the ticks of
 * the chapter list change at once without asking the server again. The
 * course lists that show the same progress are marked stale, and a save that
 * finishes the course refreshes the bell, which now holds its certificate.
 */
export function rememberSavedProgress(
  client: QueryClient,
  courseId: number,
  progress: ContentWatch,
  mastery: Mastery,
): void {
  client.setQueryData(learnerQueries.mastery(mastery.course_slug).queryKey, { data: mastery });
  client.setQueryData(learnerQueries.watch(courseId).queryKey, (previous: ContentWatchResponse | undefined) => {
    const others = (previous?.data ?? []).filter((entry) => entry.content_id !== progress.content_id);
    return { data: [...others, progress] };
  });
  void client.invalidateQueries({ queryKey: learnerQueries.profileCourses().queryKey });
  if (mastery.mastery_percent >= 100) void client.invalidateQueries({ queryKey: notificationsQuery().queryKey });
}
