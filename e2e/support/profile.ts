import type { Page } from '@playwright/test';
import { logIn } from './areas.ts';

/** Every page of the profile menu, as the sidebar names it. */
export const PROFILE_MENU = [
  { path: '/profile', label: 'پیشخوان', heading: 'پیشخوان' },
  { path: '/profile/courses', label: 'دوره‌های من', heading: 'دوره‌های من' },
  { path: '/profile/report-card', label: 'کارنامه', heading: 'کارنامه' },
  { path: '/profile/test-archive', label: 'بایگانی آزمون‌ها', heading: 'بایگانی آزمون‌ها' },
  { path: '/profile/event-archive', label: 'بایگانی رویدادها', heading: 'بایگانی رویدادها' },
  { path: '/profile/favorites', label: 'علاقه‌مندی‌ها', heading: 'علاقه‌مندی‌ها' },
  { path: '/profile/provider-notifs', label: 'اعلان‌ها', heading: 'اعلان‌ها' },
  { path: '/profile/edit-profile', label: 'ویرایش نمایه', heading: 'ویرایش نمایه' },
] as const;

/** The demo student's report card as the dev API seeds it (scores out of 20). */
export const DEMO_CARD = {
  student: 'سارا محمدی',
  courses: ['ریاضی نهم', 'علوم تجربی نهم', 'ریاضی هشتم'],
  quizCount: 6,
} as const;

/** The profile area's page root. */
export const profilePage = (page: Page, name: string) =>
  page.locator(`section[data-area="profile"][data-page="${name}"]`);

/** The profile menu in the layout's sidebar. */
export const profileMenu = (page: Page) => page.getByRole('navigation', { name: 'بخش‌های نمایه' });

let counter = 0;

/**
 * A new student for one test (an unknown mobile number registers), so a
 * renamed user or a new avatar never changes what another test expects of
 * the demo student.
 */
export async function logInAsNewStudent(page: Page, baseURL: string): Promise<string> {
  counter += 1;
  const login = `0936${String(Date.now() % 1_000_000).padStart(6, '0')}${counter % 10}`;
  await logIn(page, baseURL, login);
  return login;
}

/** A real PNG (1×1) padded to `bytes`: the server looks at the signature, browsers ignore the tail. */
export function pngOfSize(bytes: number): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, Buffer.alloc(Math.max(0, bytes - png.length))]);
}

/** Requests the page sent to the avatar upload endpoint. */
export function avatarUploads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/front/profile/media/upload') seen.push(request.method());
  });
  return seen;
}
