import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callJson, requireParams } from './call.ts';
import { imageStylesSchema, paginated, single, type PageQuery } from './envelopes.ts';
import { keyParams } from './query-keys.ts';

// The spec shows no course fields; everything below except title, slug and
// image_styles is our design of what a Persian education backend returns.

/** A grade or branch as a course refers to it. */
export const educationRefSchema = z.looseObject({ name: z.string(), slug: z.string() });

/** A teacher as cards show them. */
export const teacherSummarySchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  /** Image URL. */
  avatar: z.string(),
  /** e.g. «دبیر ریاضی». */
  expertise: z.string(),
});

/** A teacher on the course page, with a short biography. */
export const teacherSchema = z.looseObject({ ...teacherSummarySchema.shape, bio: z.string() });

export const ratingSchema = z.looseObject({
  /** 0 to 5 (rating length, spec section 9). */
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});

export const contentTypeSchema = z.enum(['video', 'text', 'file']);

/** A content in a section's list. */
export const contentSummarySchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  type: contentTypeSchema,
  /** Video length or estimated reading time; null for a downloadable file. */
  duration_seconds: z.number().int().nonnegative().nullable(),
  /** Can be opened without buying the course. */
  is_free: z.boolean(),
});

/** A chapter of a course with its contents. */
export const sectionSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  order: z.number().int().positive(),
  contents: z.array(contentSummarySchema),
});

/** A course card of lists and carousels. */
export const courseCardSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Plain text. */
  description: z.string(),
  grade: educationRefSchema,
  /** Null for courses shared by every branch (and below grade ten). */
  branch: educationRefSchema.nullable(),
  teacher: teacherSummarySchema,
  image_styles: imageStylesSchema,
  /** In rial; 0 means free. */
  price: z.number().int().nonnegative(),
  /** Total length of the course's videos. */
  duration_seconds: z.number().int().nonnegative(),
  rating: ratingSchema,
  students_count: z.number().int().nonnegative(),
  sections_count: z.number().int().nonnegative(),
  contents_count: z.number().int().nonnegative(),
});

/** The course page: the card plus the teacher's bio, the outline and the creation date. */
export const courseDetailsSchema = z.looseObject({
  ...courseCardSchema.shape,
  teacher: teacherSchema,
  sections: z.array(sectionSchema),
  /** ISO 8601. */
  created_at: z.string(),
});

/** A course as its sections and contents link back to it. */
export const courseRefSchema = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image_styles: imageStylesSchema,
  teacher: teacherSummarySchema,
});

/** A section or content as a previous/next link. */
const neighbourSchema = z.looseObject({ id: z.number().int(), title: z.string(), slug: z.string() });
export const contentNeighbourSchema = z.looseObject({ ...neighbourSchema.shape, type: contentTypeSchema });

/** A section page: its contents, its course and the sections either side. */
export const sectionPageSchema = z.looseObject({
  ...sectionSchema.shape,
  course: courseRefSchema,
  previous: neighbourSchema.nullable(),
  next: neighbourSchema.nullable(),
});

const contentPageBase = {
  ...contentSummarySchema.shape,
  image_styles: imageStylesSchema,
  /** The course with its whole outline, for the chapter list beside the content. */
  course: z.looseObject({ ...courseRefSchema.shape, sections: z.array(sectionSchema) }),
  section: neighbourSchema,
  /** Neighbours in course order, across sections. */
  previous: contentNeighbourSchema.nullable(),
  next: contentNeighbourSchema.nullable(),
};

/** A content page: a video, an HTML reading or a downloadable file. */
export const contentSchema = z.discriminatedUnion('type', [
  z.looseObject({
    ...contentPageBase,
    type: z.literal('video'),
    duration_seconds: z.number().int().nonnegative(),
    video_url: z.string(),
  }),
  z.looseObject({
    ...contentPageBase,
    type: z.literal('text'),
    /** HTML; the site sanitises it before showing it. */
    body: z.string(),
  }),
  z.looseObject({
    ...contentPageBase,
    type: z.literal('file'),
    file_url: z.string(),
    file_name: z.string(),
    file_size_bytes: z.number().int().nonnegative(),
    /** The file's media type («application/pdf»), to name its format; our addition, absent from older answers. */
    file_mime_type: z.string().nullable().optional(),
  }),
]);

/** The course landing page: featured courses, courses by grade, branches and totals. */
export const courseIndexSchema = z.looseObject({
  /** The search query the index was filtered by, trimmed ('' for none). */
  query: z.string(),
  featured: z.array(courseCardSchema),
  /** Grades that have courses, in school order, each with its first few cards. */
  grades: z.array(
    z.looseObject({ grade: educationRefSchema, courses_count: z.number().int(), courses: z.array(courseCardSchema) }),
  ),
  branches: z.array(z.looseObject({ branch: educationRefSchema, courses_count: z.number().int() })),
  totals: z.looseObject({
    courses: z.number().int().nonnegative(),
    teachers: z.number().int().nonnegative(),
    contents: z.number().int().nonnegative(),
    video_seconds: z.number().int().nonnegative(),
  }),
});

export const courseIndexResponseSchema = single(courseIndexSchema);
export const courseListResponseSchema = paginated(courseCardSchema);
export const courseDetailsResponseSchema = single(courseDetailsSchema);
export const sectionPageResponseSchema = single(sectionPageSchema);
export const contentResponseSchema = single(contentSchema);

/** Filters of `GET /front/course/get-courses`. */
export interface CourseListQuery extends PageQuery {
  /** Grade slug. */
  grade?: string;
  /** Branch slug. */
  branch?: string;
  /** Forgiving text search (Arabic/Persian letters and digits are the same). */
  search?: string;
  /** Teacher id. */
  teacher?: number;
  /** A footer category's slug (our addition; an unknown one answers 404). */
  category?: string;
}

export type EducationRef = z.infer<typeof educationRefSchema>;
export type TeacherSummary = z.infer<typeof teacherSummarySchema>;
export type Teacher = z.infer<typeof teacherSchema>;
export type ContentType = z.infer<typeof contentTypeSchema>;
export type ContentSummary = z.infer<typeof contentSummarySchema>;
export type Section = z.infer<typeof sectionSchema>;
export type CourseCard = z.infer<typeof courseCardSchema>;
export type CourseDetails = z.infer<typeof courseDetailsSchema>;
export type CourseRef = z.infer<typeof courseRefSchema>;
export type SectionPage = z.infer<typeof sectionPageSchema>;
export type Content = z.infer<typeof contentSchema>;
export type CourseIndex = z.infer<typeof courseIndexSchema>;
export type CourseIndexResponse = z.infer<typeof courseIndexResponseSchema>;
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;
export type CourseDetailsResponse = z.infer<typeof courseDetailsResponseSchema>;
export type SectionPageResponse = z.infer<typeof sectionPageResponseSchema>;
export type ContentResponse = z.infer<typeof contentResponseSchema>;

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
