import { queryOptions } from '@tanstack/react-query';
import { callJson, requireParams } from './call.ts';
import {
  courseDetailsResponseSchema,
  courseIndexResponseSchema,
  courseListResponseSchema,
  contentResponseSchema,
  sectionPageResponseSchema,
  type ContentResponse,
  type CourseDetailsResponse,
  type CourseIndexResponse,
  type CourseListQuery,
  type CourseListResponse,
  type SectionPageResponse,
} from './course-schemas.ts';
import { keyParams } from './query-keys.ts';

// The course calls and, next to each, its query options. Their shapes are in course-schemas.ts.

/** GET /front/course/get-course-index (query: optional search that narrows every block) */
export async function getCourseIndex(query?: string): Promise<CourseIndexResponse> {
  return callJson({ method: 'get', path: 'front/course/get-course-index' }, courseIndexResponseSchema, {
    searchParams: { query: query?.trim() || undefined },
  });
}

/** The catalogue's blocks, narrowed by an optional search (a blank one is none). */
export const courseIndexQuery = (query?: string) =>
  queryOptions({
    queryKey: ['course', 'index', query?.trim() || null] as const,
    queryFn: () => getCourseIndex(query),
    staleTime: 60_000,
  });

/** GET /front/course/get-courses (grade, branch, search, teacher, page, per_page) */
export async function getCourses(query: CourseListQuery = {}): Promise<CourseListResponse> {
  return callJson({ method: 'get', path: 'front/course/get-courses' }, courseListResponseSchema, {
    searchParams: {
      grade: query.grade,
      branch: query.branch,
      search: query.search?.trim() || undefined,
      teacher: query.teacher,
      category: query.category,
      page: query.page,
      per_page: query.per_page,
    },
  });
}

/** One page of a course list; the filters (page included) are the key. */
export function coursesQuery(query?: CourseListQuery) {
  const params = keyParams(query);
  return queryOptions({ queryKey: ['course', 'list', params] as const, queryFn: () => getCourses(params) });
}

/** GET /front/course/get-course-details (slug). The spec does not show this path: it is our design. */
export async function getCourseDetails(slug: string): Promise<CourseDetailsResponse> {
  requireParams({ slug });
  return callJson({ method: 'get', path: 'front/course/get-course-details' }, courseDetailsResponseSchema, {
    searchParams: { slug },
  });
}

export const courseDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['course', 'detail', slug] as const,
    queryFn: () => getCourseDetails(slug),
    staleTime: 60_000,
  });

/** GET /front/course/get-section-index (slug) */
export async function getSectionIndex(slug: string): Promise<SectionPageResponse> {
  requireParams({ slug });
  return callJson({ method: 'get', path: 'front/course/get-section-index' }, sectionPageResponseSchema, {
    searchParams: { slug },
  });
}

export const sectionIndexQuery = (slug: string) =>
  queryOptions({
    queryKey: ['course', 'section', slug] as const,
    queryFn: () => getSectionIndex(slug),
    staleTime: 60_000,
  });

/** GET /front/course/get-content-by-slug (slug) */
export async function getContentBySlug(slug: string): Promise<ContentResponse> {
  requireParams({ slug });
  return callJson({ method: 'get', path: 'front/course/get-content-by-slug' }, contentResponseSchema, {
    searchParams: { slug },
  });
}

/**
 * A content on its own; {@link contentDetailsQuery} of the same content sits
 * under this key. Both keys stay plain string lists (no `as const`), so a
 * page can pick either query and hand it to one `useQuery`.
 */
export const contentBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: ['course', 'content', slug],
    queryFn: () => getContentBySlug(slug),
    staleTime: 60_000,
  });

/**
 * GET /front/course/get-content-details (content_slug, lesson_slug). The
 * lesson is the course the content belongs to (its slug, or the slug of the
 * content's section); a content of another course answers 404.
 */
export async function getContentDetails(contentSlug: string, lessonSlug: string): Promise<ContentResponse> {
  requireParams({ content_slug: contentSlug, lesson_slug: lessonSlug });
  return callJson({ method: 'get', path: 'front/course/get-content-details' }, contentResponseSchema, {
    searchParams: { content_slug: contentSlug, lesson_slug: lessonSlug },
  });
}

/** A content inside its course (`lessonSlug`: the course's or the section's slug). */
export const contentDetailsQuery = (contentSlug: string, lessonSlug: string) =>
  queryOptions({
    queryKey: ['course', 'content', contentSlug, lessonSlug],
    queryFn: () => getContentDetails(contentSlug, lessonSlug),
    staleTime: 60_000,
  });
