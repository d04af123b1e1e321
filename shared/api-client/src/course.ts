import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, type QueryOf, toLatinDigits } from '@shared/api-client/core';
import {
  courseDetailsResponseSchema,
  courseIndexResponseSchema,
  courseListResponseSchema,
  contentResponseSchema,
  sectionPageResponseSchema,
  type ContentResponse,
  type CourseDetailsResponse,
  type CourseIndexResponse,
  type CourseListResponse,
  type SectionPageResponse,
} from './course-schemas.ts';
import { persianCount } from './query-params.ts';
import { keyParams } from './query-keys.ts';

// The course calls and, next to each, its query options. Their shapes are in course-schemas.ts.

/** The most cards one page of a course list holds. */
const MAX_COURSES_PER_PAGE = 48;

/** An optional positive whole number, in any digits, at most `max` when given; empty is absent. */
function positiveNumberParam(message: string, max?: { value: number; message: string }) {
  const read = (value: string | number) => {
    if (typeof value !== 'string') return value;
    const digits = toLatinDigits(value.trim());
    return digits === '' ? undefined : Number(digits);
  };
  const limits = max ? [z.lte(max.value, { error: max.message })] : [];
  return z.optional(
    z.pipe(z.transform(read), z.optional(z.int({ error: message }).check(z.positive({ error: message }), ...limits))),
  );
}

/** A required slug; only spaces is none. */
function slugParam(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
}

/** The catalogue's calls: public, the same for everyone, so they send no token. */
export const courseEndpoints = {
  /** The catalogue's blocks, narrowed by an optional search (trimmed; '' for none). */
  index: endpoint({
    method: 'get',
    path: '/front/course/get-course-index',
    access: 'public',
    query: z.object({ query: z._default(z.string().check(z.trim()), '') }),
    response: courseIndexResponseSchema,
  }),
  /** A page of course cards, filtered; 12 a page unless asked. */
  courses: endpoint({
    method: 'get',
    path: '/front/course/get-courses',
    access: 'public',
    query: z.object({
      /** Grade slug. */
      grade: z.optional(z.string().check(z.trim())),
      /** Branch slug. */
      branch: z.optional(z.string().check(z.trim())),
      /** Forgiving text search (Arabic/Persian letters and digits are the same). */
      search: z.optional(z.string()),
      /** Teacher id. */
      teacher: positiveNumberParam('شناسه دبیر باید عددی مثبت باشد.'),
      /** A footer category's slug (our addition; an unknown one answers 404). */
      category: z.optional(z.string().check(z.trim())),
      page: positiveNumberParam('شماره صفحه باید عددی مثبت باشد.'),
      per_page: positiveNumberParam('تعداد در هر صفحه باید عددی مثبت باشد.', {
        value: MAX_COURSES_PER_PAGE,
        message: `تعداد در هر صفحه حداکثر ${persianCount(MAX_COURSES_PER_PAGE)} است.`,
      }),
    }),
    response: courseListResponseSchema,
  }),
  /** The spec does not show this path: `get-course-details?slug=` is our design. */
  details: endpoint({
    method: 'get',
    path: '/front/course/get-course-details',
    access: 'public',
    query: z.object({ slug: slugParam('نامک الزامی است.') }),
    response: courseDetailsResponseSchema,
  }),
  sectionIndex: endpoint({
    method: 'get',
    path: '/front/course/get-section-index',
    access: 'public',
    query: z.object({ slug: slugParam('نامک الزامی است.') }),
    response: sectionPageResponseSchema,
  }),
  contentBySlug: endpoint({
    method: 'get',
    path: '/front/course/get-content-by-slug',
    access: 'public',
    query: z.object({ slug: slugParam('نامک الزامی است.') }),
    response: contentResponseSchema,
  }),
  /**
   * A content inside its lesson: the course the content belongs to (its slug, or the slug of the content's
   * section); a content of another course answers 404.
   */
  contentDetails: endpoint({
    method: 'get',
    path: '/front/course/get-content-details',
    access: 'public',
    query: z.object({
      content_slug: slugParam('نامک محتوا الزامی است.'),
      lesson_slug: slugParam('نامک درس الزامی است.'),
    }),
    response: contentResponseSchema,
  }),
};

/** Filters of a course list. */
export type CourseListQuery = QueryOf<typeof courseEndpoints.courses>;

/** The catalogue's blocks, narrowed by an optional search that narrows every block. */
export async function getCourseIndex(query?: string): Promise<CourseIndexResponse> {
  return callEndpoint(courseEndpoints.index, { query: { query: query?.trim() || undefined } });
}

/** The catalogue's blocks, narrowed by an optional search (a blank one is none). */
export const courseIndexQuery = (query?: string) =>
  queryOptions({
    queryKey: ['course', 'index', query?.trim() || null] as const,
    queryFn: () => getCourseIndex(query),
    staleTime: 60_000,
  });

/** A page of course cards (grade, branch, search, teacher, category, page, per_page). */
export async function getCourses(query: CourseListQuery = {}): Promise<CourseListResponse> {
  return callEndpoint(courseEndpoints.courses, {
    query: {
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

/** A course with its teacher and outline. */
export async function getCourseDetails(slug: string): Promise<CourseDetailsResponse> {
  requireParams({ slug });
  return callEndpoint(courseEndpoints.details, { query: { slug } });
}

export const courseDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['course', 'detail', slug] as const,
    queryFn: () => getCourseDetails(slug),
    staleTime: 60_000,
  });

/** A section with its contents, its course and its neighbours. */
export async function getSectionIndex(slug: string): Promise<SectionPageResponse> {
  requireParams({ slug });
  return callEndpoint(courseEndpoints.sectionIndex, { query: { slug } });
}

export const sectionIndexQuery = (slug: string) =>
  queryOptions({
    queryKey: ['course', 'section', slug] as const,
    queryFn: () => getSectionIndex(slug),
    staleTime: 60_000,
  });

/** A content by its slug alone. */
export async function getContentBySlug(slug: string): Promise<ContentResponse> {
  requireParams({ slug });
  return callEndpoint(courseEndpoints.contentBySlug, { query: { slug } });
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
 * A content inside its lesson: the course the content belongs to (its slug, or the slug of the content's
 * section); a content of another course answers 404.
 */
export async function getContentDetails(contentSlug: string, lessonSlug: string): Promise<ContentResponse> {
  requireParams({ content_slug: contentSlug, lesson_slug: lessonSlug });
  return callEndpoint(courseEndpoints.contentDetails, {
    query: { content_slug: contentSlug, lesson_slug: lessonSlug },
  });
}

/** A content inside its course (`lessonSlug`: the course's or the section's slug). */
export const contentDetailsQuery = (contentSlug: string, lessonSlug: string) =>
  queryOptions({
    queryKey: ['course', 'content', contentSlug, lessonSlug],
    queryFn: () => getContentDetails(contentSlug, lessonSlug),
    staleTime: 60_000,
  });
