import {
  getContentBySlug,
  getContentDetails,
  getCourseDetails,
  getCourseIndex,
  getCourses,
  educationBranchesQuery,
  educationGradesQuery,
  getSectionIndex,
  type CourseListQuery,
} from '@shared/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Cards per page of every course list. */
export const COURSES_PER_PAGE = 12;

/** The learning area's queries of public data; every key starts with 'learn'. */
export const courseQueries = {
  index: () =>
    queryOptions({ queryKey: ['learn', 'course-index'], queryFn: () => getCourseIndex(), staleTime: 60_000 }),
  list: (query: CourseListQuery) =>
    queryOptions({
      queryKey: ['learn', 'courses', query],
      queryFn: () => getCourses({ per_page: COURSES_PER_PAGE, ...query }),
      placeholderData: keepPreviousData,
    }),
  details: (slug: string) =>
    queryOptions({ queryKey: ['learn', 'course', slug], queryFn: () => getCourseDetails(slug), staleTime: 60_000 }),
  section: (slug: string) =>
    queryOptions({ queryKey: ['learn', 'section', slug], queryFn: () => getSectionIndex(slug), staleTime: 60_000 }),
  /** A content inside its course (`lessonSlug` is the course's or the section's slug), or alone. */
  content: (contentSlug: string, lessonSlug?: string) =>
    queryOptions({
      queryKey: ['learn', 'content', contentSlug, lessonSlug ?? null],
      queryFn: () => (lessonSlug ? getContentDetails(contentSlug, lessonSlug) : getContentBySlug(contentSlug)),
      staleTime: 60_000,
    }),
  grades: () => educationGradesQuery(),
  branches: () => educationBranchesQuery(),
};
