import { courseDetailsQuery } from '@shared/api-client';
import type { AreaRoutes, PageAddress } from '@shared/registry';

/** What a course page reads first: the course with its chapters and contents. */
const courseQueries = ({ params }: PageAddress) => [courseDetailsQuery(params.slug ?? '')];

/**
 * The learn area's pages: the URLs it owns, the page each one shows, its
 * Persian title, the shell's layout and guard by name, and the queries the
 * shell starts with the page's code. The build turns this
 * into the release's routes.json and exposes each page; adding a page is a
 * row here and its file in src/pages/.
 */
export const routes = {
  prefixes: ['/courses', '/learn', '/education-grade', '/course', '/master', '/teacher', '/certificates'],
  routes: [
    { path: '/courses', page: 'CourseList', layout: 'default', title: 'دوره‌ها', sitemap: true },
    { path: '/learn', page: 'CourseList', layout: 'default', title: 'یادگیری', sitemap: true },
    { path: '/learn/grade/:grade', page: 'CourseList', layout: 'default', title: 'دوره‌های پایه' },
    { path: '/learn/branch/:branch', page: 'CourseList', layout: 'default', title: 'دوره‌های رشته' },
    { path: '/learn/:slug', page: 'CoursePage', layout: 'default', title: 'دوره', queries: courseQueries },
    { path: '/education-grade', page: 'Grades', layout: 'default', title: 'پایه‌های تحصیلی', sitemap: true },
    { path: '/education-grade/:slug', page: 'Grades', layout: 'default', title: 'پایهٔ تحصیلی' },
    { path: '/course/my-courses', page: 'MyCourses', layout: 'default', guard: 'auth', title: 'دوره‌های من' },
    { path: '/course/roadmap', page: 'Roadmap', layout: 'default', title: 'نقشه راه', sitemap: true },
    { path: '/course/sections/:slug', page: 'Section', layout: 'course', title: 'فصل دوره' },
    { path: '/course/content/:lessonSlug/:contentSlug', page: 'Content', layout: 'course', title: 'درس' },
    { path: '/course/content/:slug', page: 'Content', layout: 'default', title: 'درس' },
    { path: '/course/:slug', page: 'CoursePage', layout: 'course', title: 'دوره', queries: courseQueries },
    { path: '/master/:id', page: 'Teacher', layout: 'default', title: 'مدرس' },
    { path: '/teacher/:id', page: 'Teacher', layout: 'default', title: 'مدرس' },
    { path: '/certificates', page: 'Certificates', layout: 'default', title: 'گواهی‌نامه‌ها', sitemap: true },
  ],
} satisfies AreaRoutes;
