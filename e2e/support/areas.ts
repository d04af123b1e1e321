import type { Page } from '@playwright/test';

/** One route per area, the heading its page shows and its link in the main menu. */
export const AREA_ROUTES = [
  { area: 'learn', path: '/learn', heading: 'دوره‌ها', menuLink: 'یادگیری' },
  { area: 'quiz', path: '/quiz', heading: 'آزمون‌ها', menuLink: 'آزمون‌ها' },
  { area: 'dehkhoda', path: '/dehkhoda', heading: 'لغت‌نامه دهخدا', menuLink: 'لغت‌نامه' },
  { area: 'blog', path: '/articles', heading: 'مقاله‌ها', menuLink: 'مقاله‌ها' },
  { area: 'profile', path: '/profile', heading: 'پیشخوان', menuLink: 'نمایه من' },
] as const;

/** Area of a release URL (`/releases/quiz/1.0.0/...` → `quiz`). */
export function areaOfUrl(url: string): string | undefined {
  return /\/releases\/([a-z]+)\//.exec(new URL(url).pathname)?.[1];
}

/** Logs the page's browser in the way the site recognises: the access-token cookie. */
export async function logIn(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'accessToken', value: 'e2e-token', url: baseURL }]);
}
