/** Where the profile's pages live (as src/routes.ts declares them) and the other areas' pages it links to (its `links`). */
export const profilePaths = {
  dashboard: '/profile',
  courses: '/profile/courses',
  reportCard: '/profile/report-card',
  testArchive: '/profile/test-archive',
  eventArchive: '/profile/event-archive',
  favorites: '/profile/favorites',
  notifications: '/profile/provider-notifs',
  editProfile: '/profile/edit-profile',
  sharedReportCard: (uuid: string) => `/profile/report-card/${encodeURIComponent(uuid)}`,
  course: (slug: string) => `/course/${encodeURIComponent(slug)}`,
  catalogue: '/learn',
  article: (slug: string) => `/articles/${encodeURIComponent(slug)}`,
  articles: '/articles',
  quizzes: '/quiz',
} as const;

/** One entry of the profile menu. */
export interface ProfilePageLink {
  to: string;
  label: string;
  /** What the dashboard says the section holds. */
  blurb: string;
}

/** Every page of the profile menu, in the order a student uses them most. */
export const PROFILE_PAGES: readonly ProfilePageLink[] = [
  { to: profilePaths.dashboard, label: 'پیشخوان', blurb: 'خلاصهٔ دوره‌ها و نتیجه‌های شما' },
  { to: profilePaths.courses, label: 'دوره‌های من', blurb: 'پیشرفت شما در هر دوره' },
  { to: profilePaths.reportCard, label: 'کارنامه', blurb: 'نمرهٔ دوره‌ها و آزمون‌ها و پیوند اشتراک' },
  { to: profilePaths.testArchive, label: 'بایگانی آزمون‌ها', blurb: 'همهٔ آزمون‌هایی که داده‌اید' },
  { to: profilePaths.eventArchive, label: 'بایگانی رویدادها', blurb: 'آنچه در دوره‌ها و آزمون‌ها کرده‌اید' },
  { to: profilePaths.favorites, label: 'علاقه‌مندی‌ها', blurb: 'دوره‌ها و مقاله‌هایی که نشان کرده‌اید' },
  { to: profilePaths.notifications, label: 'اعلان‌ها', blurb: 'پیام‌های دانش‌سرا و مدرسان' },
  { to: profilePaths.editProfile, label: 'ویرایش نمایه', blurb: 'نام، تصویر و اطلاعات تماس' },
];
