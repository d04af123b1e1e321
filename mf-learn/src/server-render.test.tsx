/** @jest-environment node */
import { describeServerPages } from '@shared/ui/testing';
import { courseContentQuery } from './api/course-queries.ts';
import { routes } from './routes.ts';
import { CERTIFICATE, COURSE, textContent, videoContent } from './testing/learn-fixtures.ts';
import { LEARN } from './testing/render-learn.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

const COURSES_LOADING = 'در حال بارگذاری دوره‌ها';
const COURSE_TITLE = 'ریاضی هفتم';

describeServerPages('learn', {
  kit: LEARN,
  table: routes,
  params: {
    slug: COURSE.slug,
    grade: '7',
    branch: 'math',
    lessonSlug: COURSE.slug,
    contentSlug: 'math-grade-7-1-1',
    id: '1',
    number: CERTIFICATE.number,
  },
  answers: {
    '/front/course/get-course-details': { data: COURSE },
    [`/front/certificates/${CERTIFICATE.number}`]: { data: CERTIFICATE },
    '/front/course/get-content-details': { data: videoContent() },
    '/front/course/get-content-by-slug': {
      data: textContent('<p>متن درس‌نامه</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>'),
    },
  },
  // The lessons are fetched too, so the video player and the lesson's HTML are rendered on the server as well.
  queries: {
    '/course/content/:lessonSlug/:contentSlug': ({ params }) => [
      courseContentQuery(params.contentSlug ?? '', params.lessonSlug),
    ],
    '/course/content/:slug': ({ params }) => [courseContentQuery(params.slug ?? '')],
  },
  expected: {
    '/courses': COURSES_LOADING,
    '/learn': COURSES_LOADING,
    '/learn/grade/:grade': COURSES_LOADING,
    '/learn/branch/:branch': COURSES_LOADING,
    '/learn/:slug': COURSE_TITLE,
    '/education-grade': 'در حال بارگذاری پایه‌ها',
    '/education-grade/:slug': COURSES_LOADING,
    '/course/roadmap': 'در حال بارگذاری نقشهٔ راه',
    '/course/sections/:slug': 'در حال بارگذاری فصل',
    '/course/content/:lessonSlug/:contentSlug': 'آموزش راهبردهای حل مسئله',
    '/course/content/:slug': 'متن درس‌نامه',
    '/course/:slug': COURSE_TITLE,
    '/master/:id': 'در حال بارگذاری',
    '/teacher/:id': 'در حال بارگذاری',
    '/certificates': 'برای دیدن گواهی‌نامه‌های خود وارد شوید',
    '/certificates/:number': CERTIFICATE.number,
  },
});
