import type { AreaName } from '@shared/registry';

/** The five layouts of spec section 2. */
export type LayoutName = 'default' | 'auth' | 'chat-room' | 'course' | 'profile';

/** Route guards of spec section 4. */
export type GuardName = 'auth' | 'guest' | 'short-url';

/** Pages the shell renders itself. */
export type ShellPageName =
  'Home' | 'Login' | 'Contact' | 'StaticPage' | 'Facilities' | 'Faq' | 'ImageTest' | 'Chat' | 'ShortLink';

/** Who renders a route: the shell itself or an area's exposed page. */
export type RouteOwner = { area: 'shell'; page: ShellPageName } | { area: AreaName; page: string };

/** One row of the site map. */
export type SiteRoute = RouteOwner & {
  path: string;
  layout: LayoutName;
  guard?: GuardName;
  /**
   * Persian page title, shown until the page names itself from its data (a
   * course's name). Every route has one: the fallback rule of spec section 2
   * (the last path segment in title case) would show «Full» or «1».
   */
  title: string;
};

const shell = (page: ShellPageName) => ({ area: 'shell', page }) as const;
const learn = (page: string) => ({ area: 'learn', page }) as const;
const quiz = (page: string) => ({ area: 'quiz', page }) as const;
const dehkhoda = (page: string) => ({ area: 'dehkhoda', page }) as const;
const blog = (page: string) => ({ area: 'blog', page }) as const;
const profile = (page: string) => ({ area: 'profile', page }) as const;

/**
 * The site map: every path of spec section 2 with its owner, layout and guard.
 * The shell owns routing, layouts, guards and titles; an area only renders the
 * page it exposes. Adding a page to an area is one row here plus one expose.
 */
export const SITE_MAP: readonly SiteRoute[] = [
  { path: '/', ...shell('Home'), layout: 'default', title: 'خانه' },
  { path: '/user/login', ...shell('Login'), layout: 'auth', guard: 'guest', title: 'ورود و ثبت‌نام' },
  { path: '/contactus', ...shell('Contact'), layout: 'default', title: 'تماس با ما' },
  { path: '/page/static', ...shell('StaticPage'), layout: 'default', title: 'صفحه' },
  { path: '/page/:slug', ...shell('StaticPage'), layout: 'default', title: 'صفحه' },
  { path: '/aboutus', ...shell('StaticPage'), layout: 'default', title: 'درباره ما' },
  { path: '/privacy', ...shell('StaticPage'), layout: 'default', title: 'حریم خصوصی' },
  { path: '/partnership', ...shell('StaticPage'), layout: 'default', title: 'همکاری با ما' },
  { path: '/social-duties', ...shell('StaticPage'), layout: 'default', title: 'مسئولیت اجتماعی' },
  { path: '/facilities', ...shell('Facilities'), layout: 'default', title: 'امکانات' },
  { path: '/faq-dyna', ...shell('Faq'), layout: 'default', title: 'پرسش‌های پرتکرار' },
  { path: '/image-test', ...shell('ImageTest'), layout: 'default', title: 'نمایشگر تصویر' },
  { path: '/chat', ...shell('Chat'), layout: 'chat-room', title: 'گفت‌وگو' },
  { path: '/s/:key', ...shell('ShortLink'), layout: 'default', guard: 'short-url', title: 'پیوند کوتاه' },

  { path: '/courses', ...learn('CourseList'), layout: 'default', title: 'دوره‌ها' },
  { path: '/learn', ...learn('CourseList'), layout: 'default', title: 'یادگیری' },
  { path: '/learn/grade/:grade', ...learn('CourseList'), layout: 'default', title: 'دوره‌های پایه' },
  { path: '/learn/branch/:branch', ...learn('CourseList'), layout: 'default', title: 'دوره‌های رشته' },
  { path: '/learn/:slug', ...learn('CoursePage'), layout: 'default', title: 'دوره' },
  { path: '/education-grade', ...learn('Grades'), layout: 'default', title: 'پایه‌های تحصیلی' },
  { path: '/education-grade/:slug', ...learn('Grades'), layout: 'default', title: 'پایهٔ تحصیلی' },
  { path: '/course/my-courses', ...learn('MyCourses'), layout: 'default', guard: 'auth', title: 'دوره‌های من' },
  { path: '/course/roadmap', ...learn('Roadmap'), layout: 'default', title: 'نقشه راه' },
  { path: '/course/sections/:slug', ...learn('Section'), layout: 'course', title: 'فصل دوره' },
  { path: '/course/content/:lessonSlug/:contentSlug', ...learn('Content'), layout: 'course', title: 'درس' },
  { path: '/course/content/:slug', ...learn('Content'), layout: 'default', title: 'درس' },
  { path: '/course/:slug', ...learn('CoursePage'), layout: 'course', title: 'دوره' },
  { path: '/master/:id', ...learn('Teacher'), layout: 'default', title: 'مدرس' },
  { path: '/teacher/:id', ...learn('Teacher'), layout: 'default', title: 'مدرس' },
  { path: '/certificates', ...learn('Certificates'), layout: 'default', title: 'گواهی‌نامه‌ها' },

  { path: '/quiz', ...quiz('QuizList'), layout: 'default', title: 'آزمون‌ها' },
  { path: '/quiz/run/:code', ...quiz('QuizRun'), layout: 'course', guard: 'auth', title: 'آزمون' },
  { path: '/quiz/run/:code/result/:id', ...quiz('RunResult'), layout: 'default', title: 'نتیجهٔ آزمون' },
  { path: '/quiz/run/:code/result/:id/full', ...quiz('RunResult'), layout: 'default', title: 'پاسخ‌نامهٔ کامل' },
  { path: '/quiz/:slug', ...quiz('QuizPage'), layout: 'default', title: 'آزمون' },
  { path: '/quiz/:slug/start', ...quiz('QuizStart'), layout: 'default', title: 'شروع آزمون' },
  { path: '/quiz/:slug/result', ...quiz('QuizResult'), layout: 'default', title: 'نتیجهٔ آزمون' },
  { path: '/quiz/:slug/result/full', ...quiz('QuizResult'), layout: 'default', title: 'پاسخ‌نامهٔ کامل' },
  { path: '/quiz/:slug/result/final-result', ...quiz('QuizResult'), layout: 'default', title: 'کارنامهٔ نهایی' },
  { path: '/question', ...quiz('QuestionBank'), layout: 'default', title: 'بانک سؤال' },
  { path: '/question/topic/:topic', ...quiz('QuestionBank'), layout: 'default', title: 'سؤال‌های مبحث' },
  { path: '/question/:code', ...quiz('Question'), layout: 'default', title: 'سؤال' },
  { path: '/landing/mahaExam', ...quiz('ExamLanding'), layout: 'default', title: 'آزمون ماها' },

  { path: '/dehkhoda', ...dehkhoda('Search'), layout: 'default', title: 'لغت‌نامه دهخدا' },
  { path: '/dehkhoda/entry/:id/:slug', ...dehkhoda('Entry'), layout: 'default', title: 'مدخل لغت‌نامه' },
  { path: '/dehkhoda/stats', ...dehkhoda('Stats'), layout: 'default', title: 'آمار لغت‌نامه' },
  { path: '/dehkhoda/letter/:letter', ...dehkhoda('Letter'), layout: 'default', title: 'مدخل‌های یک حرف' },

  { path: '/articles', ...blog('ArticleList'), layout: 'default', title: 'مقاله‌ها' },
  { path: '/articles/featured', ...blog('ArticleList'), layout: 'default', title: 'مقاله‌های برگزیده' },
  { path: '/articles/latest', ...blog('ArticleList'), layout: 'default', title: 'تازه‌ترین مقاله‌ها' },
  { path: '/articles/search', ...blog('ArticleList'), layout: 'default', title: 'جست‌وجوی مقاله‌ها' },
  { path: '/articles/category', ...blog('ArticleList'), layout: 'default', title: 'دسته‌بندی مقاله‌ها' },
  { path: '/articles/category/:slug', ...blog('ArticleList'), layout: 'default', title: 'دسته‌بندی مقاله‌ها' },
  { path: '/articles/tag/:slug', ...blog('ArticleList'), layout: 'default', title: 'برچسب مقاله‌ها' },
  { path: '/articles/:slug', ...blog('Article'), layout: 'default', title: 'مقاله' },
  { path: '/article/show/:slug', ...blog('Article'), layout: 'default', title: 'مقاله' },
  { path: '/landing/sponsors', ...blog('Sponsors'), layout: 'default', title: 'حامیان' },
  { path: '/landing/sponsors/:slug', ...blog('Sponsor'), layout: 'default', title: 'حامی' },

  { path: '/profile', ...profile('Dashboard'), layout: 'profile', guard: 'auth', title: 'پیشخوان' },
  { path: '/profile/courses', ...profile('Courses'), layout: 'profile', guard: 'auth', title: 'دوره‌های من' },
  { path: '/profile/edit-profile', ...profile('EditProfile'), layout: 'profile', guard: 'auth', title: 'ویرایش نمایه' },
  {
    path: '/profile/event-archive',
    ...profile('EventArchive'),
    layout: 'profile',
    guard: 'auth',
    title: 'بایگانی رویدادها',
  },
  { path: '/profile/favorites', ...profile('Favorites'), layout: 'profile', guard: 'auth', title: 'علاقه‌مندی‌ها' },
  {
    path: '/profile/provider-notifs',
    ...profile('Notifications'),
    layout: 'profile',
    guard: 'auth',
    title: 'اعلان‌ها',
  },
  { path: '/profile/report-card', ...profile('ReportCard'), layout: 'profile', guard: 'auth', title: 'کارنامه' },
  {
    path: '/profile/test-archive',
    ...profile('TestArchive'),
    layout: 'profile',
    guard: 'auth',
    title: 'بایگانی آزمون‌ها',
  },
  { path: '/profile/report-card/:uuid', ...profile('SharedReportCard'), layout: 'profile', title: 'کارنامه' },
];

/** The pages each area must expose for the site map to work (used by ops checks). */
export function pagesNeededFrom(area: AreaName): string[] {
  return [...new Set(SITE_MAP.filter((route) => route.area === area).map((route) => route.page))];
}
