import * as z from '@shared/schema';
import { imageStylesSchema, paginated, single } from '@shared/api-client/core';

// The spec shows no course fields; everything below except title, slug and
// image_styles is our design of what a Persian education backend returns.

/** A grade or branch as a course refers to it. */
export const educationRefSchema = z.looseObject({ name: z.string(), slug: z.string() });

/** A teacher as cards show them. */
export const teacherSummarySchema = z.looseObject({
  id: z.int(),
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
  average: z.number().check(z.gte(0), z.lte(5)),
  count: z.int().check(z.nonnegative()),
});

export const contentTypeSchema = z.enum(['video', 'text', 'file']);

/** A content in a section's list. */
export const contentSummarySchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  type: contentTypeSchema,
  /** Video length or estimated reading time; null for a downloadable file. */
  duration_seconds: z.nullable(z.int().check(z.nonnegative())),
  /** Can be opened without buying the course. */
  is_free: z.boolean(),
});

/** A chapter of a course with its contents. */
export const sectionSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  order: z.int().check(z.positive()),
  contents: z.array(contentSummarySchema),
});

/** A course card of lists and carousels. */
export const courseCardSchema = z.looseObject({
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  /** Plain text. */
  description: z.string(),
  grade: educationRefSchema,
  /** Null for courses shared by every branch (and below grade ten). */
  branch: z.nullable(educationRefSchema),
  teacher: teacherSummarySchema,
  image_styles: imageStylesSchema,
  /** In rial; 0 means free. */
  price: z.int().check(z.nonnegative()),
  /** Total length of the course's videos. */
  duration_seconds: z.int().check(z.nonnegative()),
  rating: ratingSchema,
  students_count: z.int().check(z.nonnegative()),
  sections_count: z.int().check(z.nonnegative()),
  contents_count: z.int().check(z.nonnegative()),
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
  id: z.int(),
  title: z.string(),
  slug: z.string(),
  image_styles: imageStylesSchema,
  teacher: teacherSummarySchema,
});

/** A section or content as a previous/next link. */
const neighbourSchema = z.looseObject({ id: z.int(), title: z.string(), slug: z.string() });
export const contentNeighbourSchema = z.looseObject({ ...neighbourSchema.shape, type: contentTypeSchema });

/** A section page: its contents, its course and the sections either side. */
export const sectionPageSchema = z.looseObject({
  ...sectionSchema.shape,
  course: courseRefSchema,
  previous: z.nullable(neighbourSchema),
  next: z.nullable(neighbourSchema),
});

const contentPageBase = {
  ...contentSummarySchema.shape,
  image_styles: imageStylesSchema,
  /** The course with its whole outline, for the chapter list beside the content. */
  course: z.looseObject({ ...courseRefSchema.shape, sections: z.array(sectionSchema) }),
  section: neighbourSchema,
  /** Neighbours in course order, across sections. */
  previous: z.nullable(contentNeighbourSchema),
  next: z.nullable(contentNeighbourSchema),
};

/** A content page: a video, an HTML reading or a downloadable file. */
export const contentSchema = z.discriminatedUnion('type', [
  z.looseObject({
    ...contentPageBase,
    type: z.literal('video'),
    duration_seconds: z.int().check(z.nonnegative()),
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
    file_size_bytes: z.int().check(z.nonnegative()),
    /** The file's media type («application/pdf»), to name its format; our addition, absent from older answers. */
    file_mime_type: z.optional(z.nullable(z.string())),
  }),
]);

/** The course landing page: featured courses, courses by grade, branches and totals. */
export const courseIndexSchema = z.looseObject({
  /** The search query the index was filtered by, trimmed ('' for none). */
  query: z.string(),
  featured: z.array(courseCardSchema),
  /** Grades that have courses, in school order, each with its first few cards. */
  grades: z.array(
    z.looseObject({ grade: educationRefSchema, courses_count: z.int(), courses: z.array(courseCardSchema) }),
  ),
  branches: z.array(z.looseObject({ branch: educationRefSchema, courses_count: z.int() })),
  totals: z.looseObject({
    courses: z.int().check(z.nonnegative()),
    teachers: z.int().check(z.nonnegative()),
    contents: z.int().check(z.nonnegative()),
    video_seconds: z.int().check(z.nonnegative()),
  }),
});

export const courseIndexResponseSchema = single(courseIndexSchema);
export const courseListResponseSchema = paginated(courseCardSchema);
export const courseDetailsResponseSchema = single(courseDetailsSchema);
export const sectionPageResponseSchema = single(sectionPageSchema);
export const contentResponseSchema = single(contentSchema);

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
