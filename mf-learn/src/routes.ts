import {
  certificateQuery,
  confirmedQuery,
  courseDetailsQuery,
  courseIndexQuery,
  educationBranchesQuery,
  educationGradesQuery,
  NotFoundError,
  sectionIndexQuery,
} from '@shared/api-client';
import type { AreaRoutes, PageAddress } from '@shared/registry';
import { courseContentQuery, courseListQuery } from './api/course-queries.ts';
import { catalogueCoursesQuery } from './features/catalogue/api/catalogue-courses-query.ts';
import { parseCatalogueRoute } from './features/catalogue/hooks/catalogue-route.ts';
import { positiveInteger } from './lib/positive-integer.ts';
import { contentHead, courseHead } from './page-heads.ts';

/*
 * What each public page renders its content from, fetched by the site server
 * before it renders the page (and handed to the browser, which hydrates with
 * it): the same factories with the same arguments as the page's own hooks, so
 * the page finds them in the cache (src/routes.test.ts checks the keys).
 */

/** A grade or branch list that must name the slug of the address (the pages throw a 404 otherwise). */
const naming = (slug: string) => (answer: { data: readonly { slug: string }[] }) => {
  if (!answer.data.some((item) => item.slug === slug)) throw new NotFoundError();
};

/** What a course page reads first: the course with its chapters and contents. */
const courseQueries = ({ params }: PageAddress) => [courseDetailsQuery(params.slug ?? '')];

/**
 * A course list (CatalogueView): the page of courses, and the grade's or
 * branch's name its heading shows (a category's name is in the site's global
 * data, which every page's frame fetches).
 */
const catalogueQueries = ({ params, search }: PageAddress) => {
  // The path only says where the unfiltered list lives (`base`), which no query reads.
  const route = parseCatalogueRoute('', { grade: params.grade, branch: params.branch }, search);
  return [
    catalogueCoursesQuery(route),
    ...(route.grade ? [confirmedQuery(educationGradesQuery(), naming(route.grade))] : []),
    ...(route.branch ? [confirmedQuery(educationBranchesQuery(), naming(route.branch))] : []),
  ];
};

/** One grade's page (GradeCourses): the grade among all of them, and a page of its courses. */
const gradeQueries = ({ params, search }: PageAddress) => {
  const slug = params.slug ?? '';
  const page = positiveInteger(search.get('page')) ?? 1;
  return [confirmedQuery(educationGradesQuery(), naming(slug)), courseListQuery({ grade: slug, page })];
};

/** A lesson, inside its course or alone (Content). */
const contentQueries = ({ params }: PageAddress) => [
  courseContentQuery(params.contentSlug ?? params.slug ?? '', params.lessonSlug),
];

/**
 * A teacher's page (TeacherView): a page of their courses, which is all the
 * API says of a teacher; one with no course is not found. The biography comes
 * from the first course's details, known only once the list is.
 */
const teacherQueries = ({ params, search }: PageAddress) => {
  const id = positiveInteger(params.id);
  const page = positiveInteger(search.get('page')) ?? 1;
  if (id === undefined) return [];
  return [
    confirmedQuery(courseListQuery({ teacher: id, page }), (list) => {
      if (list.meta.total === 0) throw new NotFoundError();
    }),
  ];
};

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
    {
      path: '/courses',
      page: 'CourseList',
      layout: 'default',
      title: 'دوره‌ها',
      sitemap: true,
      queries: catalogueQueries,
    },
    {
      path: '/learn',
      page: 'CourseList',
      layout: 'default',
      title: 'یادگیری',
      sitemap: true,
      queries: catalogueQueries,
    },
    {
      path: '/learn/grade/:grade',
      page: 'CourseList',
      layout: 'default',
      title: 'دوره‌های پایه',
      queries: catalogueQueries,
    },
    {
      path: '/learn/branch/:branch',
      page: 'CourseList',
      layout: 'default',
      title: 'دوره‌های رشته',
      queries: catalogueQueries,
    },
    {
      path: '/learn/:slug',
      page: 'CoursePage',
      layout: 'default',
      title: 'دوره',
      queries: courseQueries,
      head: courseHead,
    },
    {
      path: '/education-grade',
      page: 'Grades',
      layout: 'default',
      title: 'پایه‌های تحصیلی',
      sitemap: true,
      queries: () => [educationGradesQuery(), educationBranchesQuery()],
    },
    { path: '/education-grade/:slug', page: 'Grades', layout: 'default', title: 'پایهٔ تحصیلی', queries: gradeQueries },
    { path: '/course/my-courses', page: 'MyCourses', layout: 'default', guard: 'auth', title: 'دوره‌های من' },
    {
      path: '/course/roadmap',
      page: 'Roadmap',
      layout: 'default',
      title: 'نقشه راه',
      sitemap: true,
      queries: () => [educationGradesQuery(), courseIndexQuery()],
    },
    {
      path: '/course/sections/:slug',
      page: 'Section',
      layout: 'course',
      title: 'فصل دوره',
      // The course's outline beside it needs the course's slug, which only this answer gives.
      queries: ({ params }) => [sectionIndexQuery(params.slug ?? '')],
    },
    {
      path: '/course/content/:lessonSlug/:contentSlug',
      page: 'Content',
      layout: 'course',
      title: 'درس',
      queries: contentQueries,
      head: contentHead,
    },
    {
      path: '/course/content/:slug',
      page: 'Content',
      layout: 'default',
      title: 'درس',
      queries: contentQueries,
      head: contentHead,
    },
    {
      path: '/course/:slug',
      page: 'CoursePage',
      layout: 'course',
      title: 'دوره',
      queries: courseQueries,
      head: courseHead,
    },
    { path: '/master/:id', page: 'Teacher', layout: 'default', title: 'مدرس', queries: teacherQueries },
    { path: '/teacher/:id', page: 'Teacher', layout: 'default', title: 'مدرس', queries: teacherQueries },
    { path: '/certificates', page: 'Certificates', layout: 'default', title: 'گواهی‌نامه‌ها', sitemap: true },
    {
      // A certificate's own page, to print or share: public (the number is the permission), never in the sitemap.
      path: '/certificates/:number',
      page: 'Certificate',
      layout: 'default',
      title: 'گواهی پایان دوره',
      queries: ({ params }) => [certificateQuery(params.number ?? '')],
    },
  ],
} satisfies AreaRoutes;
