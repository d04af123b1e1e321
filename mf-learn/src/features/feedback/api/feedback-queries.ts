import {
  getFeedbackList,
  type CourseDetailsResponse,
  type FeedbackListResponse,
  type RatingSummary,
} from '@shared/api-client';
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { courseQueries } from '../../../api/course-queries.ts';

/** Comments per «more» step. */
export const FEEDBACK_PER_PAGE = 5;

/** A course's comments, newest first, a page at a time, with its rating summary. */
export function feedbackQuery(courseSlug: string) {
  return infiniteQueryOptions({
    queryKey: ['learn', 'feedback', courseSlug],
    queryFn: ({ pageParam }) =>
      getFeedbackList({ course_slug: courseSlug, page: pageParam, per_page: FEEDBACK_PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last: FeedbackListResponse) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
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
  client.setQueryData(courseQueries.details(courseSlug).queryKey, (previous: CourseDetailsResponse | undefined) =>
    previous
      ? { ...previous, data: { ...previous.data, rating: { average: rating.average, count: rating.count } } }
      : previous,
  );
}
