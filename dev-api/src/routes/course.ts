import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { courseEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import type { DevApiState } from '../core/state.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { findCategory } from '../seed/course-categories.ts';
import { COURSES, courseContents, findContent, findCourse, findCourseById, findSection } from '../seed/courses.ts';
import { filterCourses, paginate } from '../seed/courses-query.ts';
import { contentPage, courseCard, courseDetails, sectionPage, videoSeconds } from '../seed/courses-views.ts';
import { ratingSummary } from './feedback.ts';
import { BRANCHES, GRADES } from '../seed/education.ts';

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
  serve(app, context, courseEndpoints.index, ({ query }) => ({ data: courseIndex(query.query) }));

  serve(app, context, courseEndpoints.courses, ({ query, reply }) => {
    const { page = 1, per_page: perPage = 12, category: categorySlug, ...filters } = query;
    const category = categorySlug ? findCategory(categorySlug) : undefined;
    if (categorySlug && !category) return sendNotFound(reply, 'دسته‌بندی');
    const courses = filterCourses(COURSES, { ...filters, subjects: category?.subjects });
    const result = paginate(courses, page, perPage);
    const state = context.store.get();
    return { data: result.data.map((course) => withLiveRating(state, courseCard(course))), meta: result.meta };
  });

  serve(app, context, courseEndpoints.details, ({ query, reply }) => {
    const course = findCourse(query.slug);
    return course ? { data: withLiveRating(context.store.get(), courseDetails(course)) } : sendNotFound(reply, 'دوره');
  });

  serve(app, context, courseEndpoints.sectionIndex, ({ query, reply }) => {
    const section = findSection(query.slug);
    const page = section && sectionPage(section);
    return page ? { data: page } : sendNotFound(reply, 'فصل');
  });

  serve(app, context, courseEndpoints.contentBySlug, ({ query, reply }) => {
    const content = findContent(query.slug);
    const page = content && contentPage(content);
    return page ? { data: page } : sendNotFound(reply, 'محتوا');
  });

  serve(app, context, courseEndpoints.contentDetails, ({ query, reply }) => {
    const content = contentOfLesson(query.content_slug, query.lesson_slug);
    const page = content && contentPage(content);
    return page ? { data: page } : sendNotFound(reply, 'محتوای این درس');
  });

  // A file, not an API call: a browser's video element reads it in byte ranges.
  app.get('/dev-media/video/lesson.mp4', sendLessonVideo);
  // A file content's handout (a PDF) is served by dev-media.ts.
}
