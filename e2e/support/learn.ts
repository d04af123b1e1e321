import type { Page } from '@playwright/test';
import { logIn } from './areas.ts';

/** A course of the dev API's seed whose first lesson is a 24 s video. */
export const COURSE = { slug: 'math-grade-7', title: 'ریاضی هفتم', grade: 'هفتم', gradeSlug: 'grade-7' } as const;

/** Its first video and the reading after it. */
export const FIRST_VIDEO = { slug: 'math-grade-7-1-1', title: 'آموزش راهبردهای حل مسئله' } as const;

let counter = 0;

/**
 * A new student for one test (an unknown mobile number registers), so
 * saved positions, mastery and ratings start empty whatever else ran.
 */
export async function logInAsNewStudent(page: Page, baseURL: string): Promise<string> {
  counter += 1;
  const login = `0935${String(Date.now() % 1_000_000).padStart(6, '0')}${counter % 10}`;
  await logIn(page, baseURL, login);
  return login;
}

/** The learn area's page root. */
export const learnPage = (page: Page, name: string) => page.locator(`section[data-area="learn"][data-page="${name}"]`);

/** The mastery panel's percentage, e.g. «۳٪». */
export const masteryPercent = (page: Page) => page.getByTestId('mastery').locator('output');

/** The answers of the saving GET, with the position each one saved. */
export function watchSaves(page: Page): { watched: number; status: number }[] {
  const saves: { watched: number; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('/set-user-watch-progress')) {
      saves.push({ watched: Number(url.searchParams.get('watched_seconds')), status: response.status() });
    }
  });
  return saves;
}
