import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DevApiContext } from '../core/context.ts';
import type { DevApiState } from '../core/state.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import { findCategory } from '../seed/course-categories.ts';
import { COURSES, courseContents, findContent, findCourse, findCourseById, findSection } from '../seed/courses.ts';
import { filterCourses, normalizeSearchText, paginate } from '../seed/courses-query.ts';
import { contentPage, courseCard, courseDetails, sectionPage, videoSeconds } from '../seed/courses-views.ts';
import { ratingSummary } from './feedback.ts';
import { BRANCHES, GRADES } from '../seed/education.ts';

/** A query value that may be typed with Persian digits, or left empty. */
function optionalNumber(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? normalizeSearchText(value) || undefined : value),
    z.coerce.number({ error: message }).int(message).positive(message).optional(),
  );
}

function requiredSlug(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

const courseListQuery = z.object({
  grade: z.string().trim().optional(),
  branch: z.string().trim().optional(),
  search: z.string().optional(),
  teacher: optionalNumber('شناسه دبیر باید عددی مثبت باشد.'),
  // Our addition: a footer category's slug (seed/course-categories.ts).
  category: z.string().trim().optional(),
  page: optionalNumber('شماره صفحه باید عددی مثبت باشد.'),
  per_page: optionalNumber('تعداد در هر صفحه باید عددی مثبت باشد.').refine(
    (value) => value === undefined || value <= 48,
    'تعداد در هر صفحه حداکثر ۴۸ است.',
  ),
});

const slugQuery = z.object({ slug: requiredSlug('نامک الزامی است.') });

const contentDetailsQuery = z.object({
  content_slug: requiredSlug('نامک محتوا الزامی است.'),
  lesson_slug: requiredSlug('نامک درس الزامی است.'),
});

const FEATURED_COUNT = 8;
const CARDS_PER_GRADE = 6;

/** The course landing page data, narrowed by an optional search query. */
function courseIndex(query: string) {
  const courses = filterCourses(COURSES, { search: query });
  const featured = [...courses]
    .sort((a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count)
    .slice(0, FEATURED_COUNT);
  return {
    query,
    featured: featured.map(courseCard),
    grades: GRADES.map((grade) => ({ grade, courses: courses.filter((course) => course.grade_slug === grade.slug) }))
      .filter((group) => group.courses.length > 0)
      .map(({ grade, courses: ofGrade }) => ({
        grade: { name: grade.name, slug: grade.slug },
        courses_count: ofGrade.length,
        courses: ofGrade.slice(0, CARDS_PER_GRADE).map(courseCard),
      })),
    branches: BRANCHES.map((branch) => ({
      branch: { name: branch.name, slug: branch.slug },
      courses_count: courses.filter((course) => course.branch_slug === branch.slug).length,
    })),
    totals: {
      courses: courses.length,
      teachers: new Set(courses.map((course) => course.teacher_id)).size,
      contents: courses.reduce((sum, course) => sum + courseContents(course).length, 0),
      video_seconds: courses.reduce((sum, course) => sum + videoSeconds(course), 0),
    },
  };
}

/**
 * A course with the rating its ratings block shows (the seeded stars plus
 * those students stored), so the header and the block count the same votes.
 */
function withLiveRating<T extends { slug: string }>(
  state: DevApiState,
  course: T,
): T & { rating: { average: number; count: number } } {
  const { average, count } = ratingSummary(state, course.slug);
  return { ...course, rating: { average, count } };
}

/** A content, if `lessonSlug` is its course's slug or its section's slug. */
function contentOfLesson(contentSlug: string, lessonSlug: string) {
  const content = findContent(contentSlug);
  if (!content) return undefined;
  const course = findCourseById(content.course_id);
  const belongs = course?.slug === lessonSlug || findSection(lessonSlug)?.id === content.section_id;
  return belongs ? content : undefined;
}

const LESSON_VIDEO_FILE = fileURLToPath(new URL('../../media/lesson.mp4', import.meta.url));
let lessonVideo: Buffer | undefined;

/** The byte range a `Range: bytes=…` header asks for, or 'invalid' when it cannot be served. */
function requestedRange(header: string, size: number): { start: number; end: number } | 'invalid' {
  // Only the first range of a multi-range request is served; browsers ask for one.
  const match = /^bytes=(\d*)-(\d*)/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * `GET /dev-media/video/lesson.mp4`: the lesson video with HTTP Range support,
 * because a browser's video element seeks with 206 partial responses.
 */
function sendLessonVideo(request: FastifyRequest, reply: FastifyReply) {
  lessonVideo ??= readFileSync(LESSON_VIDEO_FILE);
  const size = lessonVideo.length;
  void reply.type('video/mp4').header('accept-ranges', 'bytes').header('cache-control', 'public, max-age=604800');
  const header = request.headers.range;
  if (!header) return reply.header('content-length', size).send(lessonVideo);
  const range = requestedRange(header, size);
  if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${size}`).send();
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(lessonVideo.subarray(range.start, range.end + 1));
}

/** Routes of the "course" domain (spec section 7), plus the media its contents point at. */
export async function courseRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void context;

  app.get<{ Querystring: { query?: string } }>('/front/course/get-course-index', async (request) => ({
    data: courseIndex((request.query.query ?? '').trim()),
  }));

  app.get('/front/course/get-courses', async (request, reply) => {
    const query = check(courseListQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const { page = 1, per_page: perPage = 12, category: categorySlug, ...filters } = query.data;
    const category = categorySlug ? findCategory(categorySlug) : undefined;
    if (categorySlug && !category) return sendNotFound(reply, 'دسته‌بندی');
    const courses = filterCourses(COURSES, { ...filters, subjects: category?.subjects });
    const result = paginate(courses, page, perPage);
    const state = context.store.get();
    return { data: result.data.map((course) => withLiveRating(state, courseCard(course))), meta: result.meta };
  });

  // Course details: the spec does not show this path; `get-course-details?slug=` is our design.
  app.get('/front/course/get-course-details', async (request, reply) => {
    const query = check(slugQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const course = findCourse(query.data.slug);
    return course ? { data: withLiveRating(context.store.get(), courseDetails(course)) } : sendNotFound(reply, 'دوره');
  });

  app.get('/front/course/get-section-index', async (request, reply) => {
    const query = check(slugQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const section = findSection(query.data.slug);
    const page = section && sectionPage(section);
    return page ? { data: page } : sendNotFound(reply, 'فصل');
  });

  app.get('/front/course/get-content-by-slug', async (request, reply) => {
    const query = check(slugQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const content = findContent(query.data.slug);
    const page = content && contentPage(content);
    return page ? { data: page } : sendNotFound(reply, 'محتوا');
  });

  app.get('/front/course/get-content-details', async (request, reply) => {
    const query = check(contentDetailsQuery, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const content = contentOfLesson(query.data.content_slug, query.data.lesson_slug);
    const page = content && contentPage(content);
    return page ? { data: page } : sendNotFound(reply, 'محتوای این درس');
  });

  app.get('/dev-media/video/lesson.mp4', sendLessonVideo);
  // A file content's handout (a PDF) is served by dev-media.ts.
}
