import { contentBySlugQuery, contentDetailsQuery, coursesQuery, type CourseListQuery } from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Cards per page of every course list. */
export const COURSES_PER_PAGE = 12;

/**
 * A page of a course list at this area's page size (a query may ask for
 * another); the current page stays on screen while the next loads.
 */
export function courseListQuery(query: CourseListQuery) {
  return queryOptions({
    ...coursesQuery({ per_page: COURSES_PER_PAGE, ...query }),
    placeholderData: keepPreviousData,
  });
}

/** A content inside its course (`lessonSlug` is the course's or the section's slug), or alone. */
export function courseContentQuery(contentSlug: string, lessonSlug?: string) {
  return lessonSlug ? contentDetailsQuery(contentSlug, lessonSlug) : contentBySlugQuery(contentSlug);
}
