/** A link of the site's menus. */
export interface SiteLink {
  to: string;
  label: string;
}

/**
 * The main menu of the desktop header and the mobile drawer (spec section 2:
 * learning, questions, articles, about us, contact us), with the other areas
 * and the profile in between.
 */
export const MAIN_NAV_LINKS: readonly SiteLink[] = [
  { to: '/learn', label: 'یادگیری' },
  { to: '/quiz', label: 'آزمون‌ها' },
  { to: '/question', label: 'سؤال‌ها' },
  { to: '/articles', label: 'مقاله‌ها' },
  { to: '/dehkhoda', label: 'لغت‌نامه' },
  { to: '/aboutus', label: 'درباره ما' },
  { to: '/contactus', label: 'تماس با ما' },
  { to: '/profile', label: 'پیشخوان' },
];

/**
 * The signed-in student's own pages, as the user menu lists them. The names
 * mean what the profile area's menu means by them (mf-profile's
 * PROFILE_PAGES): «پیشخوان» is the dashboard at /profile, «ویرایش نمایه» the
 * name, picture and contact details; «نمایه» alone names no page.
 */
export const ACCOUNT_LINKS: readonly SiteLink[] = [
  { to: '/profile', label: 'پیشخوان' },
  { to: '/course/my-courses', label: 'دوره‌های من' },
  { to: '/profile/edit-profile', label: 'ویرایش نمایه' },
];

/** The course list of one grade. */
export function gradePath(slug: string): string {
  return `/learn/grade/${encodeURIComponent(slug)}`;
}

/** The course list of one vendor category of the footer. */
export function vendorCategoryPath(slug: string): string {
  return `/courses?category=${encodeURIComponent(slug)}`;
}

/** The page that lists every notification of the bell. */
export const NOTIFICATIONS_PATH = '/profile/provider-notifs';
