import type { RemotesDocument } from '@shared/registry';

const release = (area: string) => ({ version: '1.0.0', entry: `/releases/${area}/1.0.0/mf-manifest.json` });

/**
 * A `/remotes.json` whose releases declare a few of each area's real pages:
 * enough for the shell's tests of routing, titles, the bottom bar and
 * preloads, without the shell importing an area's code.
 */
export const AREA_ROUTES_DOCUMENT: RemotesDocument = {
  origins: [],
  overrides: false,
  areas: {
    learn: {
      ...release('learn'),
      routes: {
        prefixes: ['/courses', '/learn', '/education-grade', '/course', '/master', '/teacher', '/certificates'],
        links: [],
        routes: [
          { path: '/courses', page: 'CourseList', layout: 'default', title: 'دوره‌ها' },
          { path: '/learn', page: 'CourseList', layout: 'default', title: 'یادگیری' },
          { path: '/learn/grade/:grade', page: 'CourseList', layout: 'default', title: 'دوره‌های پایه' },
          { path: '/education-grade/:slug', page: 'Grades', layout: 'default', title: 'پایهٔ تحصیلی' },
          { path: '/course/my-courses', page: 'MyCourses', layout: 'default', guard: 'auth', title: 'دوره‌های من' },
          { path: '/course/sections/:slug', page: 'Section', layout: 'course', title: 'فصل دوره' },
          { path: '/course/content/:lessonSlug/:contentSlug', page: 'Content', layout: 'course', title: 'درس' },
          { path: '/course/:slug', page: 'CoursePage', layout: 'course', title: 'دوره' },
          { path: '/master/:id', page: 'Teacher', layout: 'default', title: 'مدرس' },
          { path: '/teacher/:id', page: 'Teacher', layout: 'default', title: 'مدرس' },
          { path: '/certificates', page: 'Certificates', layout: 'default', title: 'گواهی‌نامه‌ها' },
        ],
      },
    },
    quiz: {
      ...release('quiz'),
      routes: {
        prefixes: ['/quiz', '/question', '/landing/mahaExam'],
        links: [],
        routes: [
          { path: '/quiz', page: 'QuizList', layout: 'default', title: 'آزمون‌ها' },
          {
            path: '/quiz/run/:code',
            page: 'QuizRun',
            layout: 'course',
            guard: 'auth',
            title: 'آزمون',
            noAutoReload: true,
          },
          { path: '/quiz/run/:code/result/:id', page: 'RunResult', layout: 'default', title: 'نتیجهٔ آزمون' },
          { path: '/quiz/run/:code/result/:id/full', page: 'RunResult', layout: 'default', title: 'پاسخ‌نامهٔ کامل' },
          { path: '/quiz/:slug', page: 'QuizPage', layout: 'default', title: 'آزمون' },
          { path: '/quiz/:slug/start', page: 'QuizStart', layout: 'default', title: 'شروع آزمون' },
          { path: '/quiz/:slug/result/final-result', page: 'QuizResult', layout: 'default', title: 'کارنامهٔ نهایی' },
          { path: '/question', page: 'QuestionBank', layout: 'default', title: 'بانک سؤال' },
          { path: '/question/topic/:topic', page: 'QuestionBank', layout: 'default', title: 'سؤال‌های مبحث' },
          { path: '/question/:code', page: 'Question', layout: 'default', title: 'سؤال' },
        ],
      },
    },
    dehkhoda: {
      ...release('dehkhoda'),
      routes: {
        prefixes: ['/dehkhoda'],
        links: [],
        routes: [
          { path: '/dehkhoda', page: 'Search', layout: 'default', title: 'لغت‌نامه دهخدا' },
          { path: '/dehkhoda/entry/:id/:slug', page: 'Entry', layout: 'default', title: 'مدخل لغت‌نامه' },
        ],
      },
    },
    blog: {
      ...release('blog'),
      routes: {
        prefixes: ['/articles', '/article', '/landing/sponsors'],
        links: [],
        routes: [
          { path: '/articles', page: 'ArticleList', layout: 'default', title: 'مقاله‌ها' },
          { path: '/articles/featured', page: 'ArticleList', layout: 'default', title: 'مقاله‌های برگزیده' },
          { path: '/articles/category/:slug', page: 'ArticleList', layout: 'default', title: 'دسته‌بندی مقاله‌ها' },
          { path: '/articles/tag/:slug', page: 'ArticleList', layout: 'default', title: 'برچسب مقاله‌ها' },
          { path: '/articles/:slug', page: 'Article', layout: 'default', title: 'مقاله' },
          { path: '/article/show/:slug', page: 'Article', layout: 'default', title: 'مقاله' },
        ],
      },
    },
    profile: {
      ...release('profile'),
      routes: {
        prefixes: ['/profile'],
        links: [],
        routes: [
          { path: '/profile', page: 'Dashboard', layout: 'profile', guard: 'auth', title: 'پیشخوان' },
          {
            path: '/profile/edit-profile',
            page: 'EditProfile',
            layout: 'profile',
            guard: 'auth',
            title: 'ویرایش نمایه',
          },
          { path: '/profile/report-card', page: 'ReportCard', layout: 'profile', guard: 'auth', title: 'کارنامه' },
        ],
      },
    },
  },
};
