import {
  courseDetailsQuery,
  feedbackListQuery,
  type CourseDetailsResponse,
  type FeedbackListResponse,
  type RatingSummary,
} from '@shared/api-client';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Comments per «more» step. */
export const FEEDBACK_PER_PAGE = 5;

/** A course's comments, newest first, a page at a time, with its rating summary. */
export function feedbackQuery(courseSlug: string) {
  return feedbackListQuery({ course_slug: courseSlug, per_page: FEEDBACK_PER_PAGE });
}

/**
 * Shows a new rating summary (what storeRate answers) without reloading the
 * comments, in the ratings block and in the course's header alike, so the
 * two never count different votes.
 */
export function rememberRating(client: QueryClient, courseSlug: string, rating: RatingSummary): void {
  client.setQueryData(feedbackQuery(courseSlug).queryKey, (previous: InfiniteData<FeedbackListResponse> | undefined) =>
    previous ? { ...previous, pages: previous.pages.map((page) => ({ ...page, rating })) } : previous,
  );
  client.setQueryData(courseDetailsQuery(courseSlug).queryKey, (previous: CourseDetailsResponse | undefined) =>
    previous
      ? { ...previous, data: { ...previous.data, rating: { average: rating.average, count: rating.count } } }
      : previous,
  );
}
