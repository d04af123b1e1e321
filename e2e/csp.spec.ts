import { expect, readerTest as test } from './fixtures.ts';

test.use({ persona: 'demo' });

/** Ten pages a student opens on a normal visit: the shell's, every area's, lists and single items. */
const BROWSE = [
  '/',
  '/learn',
  '/course/math-grade-7',
  '/quiz',
  '/dehkhoda',
  '/dehkhoda/entry/1/آب',
  '/articles',
  '/articles/screen-time-balance',
  '/contactus',
  '/profile',
];

test('a normal browse of ten pages reports no Content-Security-Policy violation', async ({ page }) => {
  // Every violation the browser reports, whatever its source: zod's old `new Function` probe was one.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const violations: string[] = [];
  for (const path of BROWSE) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    violations.push(...seen.map((violation) => `${path}: ${violation}`));
  }
  expect(violations).toEqual([]);
});
