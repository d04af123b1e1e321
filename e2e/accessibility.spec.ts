import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/areas.ts';
import { COURSE, FIRST_VIDEO } from './support/learn.ts';

/**
 * An axe sweep of the shell's, the learn area's and the quiz area's pages on
 * a phone and a desktop, light theme and dark. The blog, dictionary, profile
 * and catalogue specs check their own pages. Only serious and critical
 * violations fail: those stop a person from using the page.
 */
const PAGES: { path: string; guest?: boolean }[] = [
  { path: '/' },
  { path: '/user/login', guest: true },
  { path: '/contactus' },
  { path: '/aboutus' },
  { path: '/faq-dyna' },
  { path: '/facilities' },
  { path: '/no-such-page' },
  { path: '/learn' },
  { path: '/education-grade' },
  { path: '/course/roadmap' },
  { path: `/course/${COURSE.slug}` },
  { path: `/course/content/${COURSE.slug}/${FIRST_VIDEO.slug}` },
  { path: '/course/my-courses' },
  { path: '/quiz' },
  { path: '/quiz/math-grade-7-fractions-percent' },
  { path: '/question' },
  { path: '/landing/mahaExam' },
];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, colorScheme: 'dark' as const },
  { name: 'desktop', width: 1280, height: 800, colorScheme: 'light' as const },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const { path, guest } of PAGES) {
  test(`${path} has no serious accessibility violation on a phone in dark or a desktop in light`, async ({
    page,
    baseURL,
  }) => {
    if (!guest) await logIn(page, baseURL!);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: viewport.colorScheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Skeletons give way to content before the check, so the content is what is judged.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page), `${path} on a ${viewport.name}`).toEqual([]);
    }
  });
}
