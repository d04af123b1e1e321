import {
  getAuthUser,
  educationGradesQuery,
  FAVORITES_QUERY_KEY,
  getFavorites,
  getFinishedQuizRuns,
  notificationsQuery,
  profileCoursesQuery,
  getReportCard,
  getSharedReportCard,
} from '@shared/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * The profile area's server state. The student's own data carries the bearer
 * token, so pages run those queries only once the session says "in".
 */
export const profileQueries = {
  /** The full user (the session only carries the name and avatar): the edit form starts from it. */
  me: () => queryOptions({ queryKey: ['profile', 'me'], queryFn: getAuthUser }),
  courses: profileCoursesQuery,
  /** The key every area's favourite button refreshes, so this page is fresh after a press elsewhere. */
  favorites: () => queryOptions({ queryKey: FAVORITES_QUERY_KEY, queryFn: getFavorites }),
  reportCard: () => queryOptions({ queryKey: ['profile', 'report-card'], queryFn: getReportCard }),
  /** Every quiz run the student finished, newest first. */
  quizRuns: () => queryOptions({ queryKey: ['profile', 'quiz-runs'], queryFn: getFinishedQuizRuns }),
  sharedReportCard: (uuid: string) =>
    queryOptions({ queryKey: ['profile', 'report-card', 'shared', uuid], queryFn: () => getSharedReportCard(uuid) }),
  grades: educationGradesQuery,
  /**
   * The same key as the shell's bell: the query cache is one shared
   * singleton, so the page and the bell read and update the same answer.
   */
  notifications: notificationsQuery,
};
