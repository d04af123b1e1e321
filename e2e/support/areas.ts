import type { Page } from '@playwright/test';

/** One route per area, the heading its page shows and its link in the main menu. */
export const AREA_ROUTES = [
  { area: 'learn', path: '/learn', heading: 'دوره‌ها', menuLink: 'یادگیری' },
  { area: 'quiz', path: '/quiz', heading: 'آزمون‌ها', menuLink: 'آزمون‌ها' },
  { area: 'dehkhoda', path: '/dehkhoda', heading: 'لغت‌نامه دهخدا', menuLink: 'لغت‌نامه' },
  { area: 'blog', path: '/articles', heading: 'مقاله‌ها', menuLink: 'مقاله‌ها' },
  { area: 'profile', path: '/profile', heading: 'پیشخوان', menuLink: 'پیشخوان' },
] as const;

/** Area of a release URL (`/releases/quiz/1.0.0/...` → `quiz`). */
export function areaOfUrl(url: string): string | undefined {
  return /\/releases\/([a-z]+)\//.exec(new URL(url).pathname)?.[1];
}

/** The OTP code the dev API gives every login during end-to-end tests (DEV_OTP_CODE). */
export const E2E_OTP_CODE = '123456';

/** The seeded demo student. */
export const DEMO_LOGIN = '09120000000';

/**
 * The header the site's own API client sends: the site server turns the session cookie into the bearer
 * only for calls that carry it, so a test's direct API calls as the student send it too.
 */
export const SITE_CLIENT = { headers: { 'x-requested-with': 'XMLHttpRequest' } } as const;

/** The header the site's own client sends; the server keeps the session only for calls that carry it. */
export const SITE_CLIENT_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * Logs the browser in through the real OTP flow of the API (not the login
 * page, which has its own tests), as the site's own client: the server sets
 * the HttpOnly session cookie in the browser context's jar, as it does for
 * the login page. `baseURL` is kept for the callers; the cookie is the server's.
 */
export async function logIn(page: Page, baseURL: string, login = DEMO_LOGIN) {
  const challenge = await page.request.post('/api/auth/login-register', { data: { login } });
  const { data } = (await challenge.json()) as { data: { token: string; login: string } };
  const confirmed = await page.request.post('/api/auth/otp-confirm', {
    data: { code: E2E_OTP_CODE, token: data.token },
    headers: SITE_CLIENT_HEADERS,
  });
  if (!confirmed.ok()) throw new Error(`login of ${login} at ${baseURL} failed: ${confirmed.status()}`);
}
