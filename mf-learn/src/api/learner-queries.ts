import {
  notificationsQuery,
  profileCoursesQuery,
  certificatesQuery,
  userContentWatchQuery,
  userCourseMasteryQuery,
  type ContentWatch,
  type ContentWatchResponse,
  type Mastery,
} from '@shared/api-client';
import type { QueryClient } from '@tanstack/react-query';

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
  client.setQueryData(userCourseMasteryQuery(mastery.course_slug).queryKey, { data: mastery });
  client.setQueryData(userContentWatchQuery(courseId).queryKey, (previous: ContentWatchResponse | undefined) => {
    const others = (previous?.data ?? []).filter((entry) => entry.content_id !== progress.content_id);
    return { data: [...others, progress] };
  });
  void client.invalidateQueries({ queryKey: profileCoursesQuery().queryKey });
  if (mastery.mastery_percent >= 100) {
    // A finished course: its certificate is issued and the bell says so.
    void client.invalidateQueries({ queryKey: notificationsQuery().queryKey });
    void client.invalidateQueries({ queryKey: certificatesQuery().queryKey });
  }
}
