import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDehkhodaReleases, type DehkhodaReleases } from './support/dehkhoda-releases.ts';
import { runOpsCli } from './support/ops-cli.ts';
import { distDir, startSiteServer, type SiteServer } from './support/site-server.ts';

/**
 * Routes belong to areas: a dictionary release that adds one page under its
 * own prefix is built here (the committed source plus one route row and its
 * page, nothing else), published and promoted with the ops CLI into a
 * running site server of the test's own, and the page opens at its URL, while
 * the shell's build is byte for byte what it was and the server never restarts.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

// Made in beforeAll, not when the file loads: Playwright loads a spec in every worker, and only one cleans up.
let workDir: string;
let env: { DATA_DIR: string; ADMIN_TOKEN: string };
let releases: DehkhodaReleases;
let site: SiteServer;

/** Every file of the shell's build with the hash of its bytes. */
function shellFiles(): Record<string, string> {
  const shellDir = path.join(distDir, 'shell');
  const files = readdirSync(shellDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((file) => {
      const full = path.join(file.parentPath, file.name);
      return [path.relative(shellDir, full), createHash('sha256').update(readFileSync(full)).digest('hex')];
    }),
  );
}

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'new-page-e2e-'));
  env = { DATA_DIR: path.join(workDir, 'data'), ADMIN_TOKEN: 'e2e-admin-token-0123456789' };
  test.setTimeout(120_000);
  [releases, site] = await Promise.all([buildDehkhodaReleases(workDir), startSiteServer(env)]);
  for (const version of [releases.withPage, releases.colliding]) {
    const published = await runOpsCli(['publish', 'dehkhoda', version, '--from', releases.releasesDir], env);
    expect(published.stdout).toContain(`published dehkhoda ${version}`);
  }
});

test.afterAll(async () => {
  await site?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a preview link shows a published, not promoted, page to one browser until it expires', async ({ browser }) => {
  const made = await runOpsCli(
    ['preview', 'dehkhoda', releases.withPage, '--for', '12s', '--path', '/dehkhoda/about'],
    env,
  );
  expect(made.code).toBe(0);
  const expires = Date.now() + 12_000;
  const link = new URL(made.stdout.trim().split('\n').at(-1)!);
  const about = `${site.origin}/dehkhoda/about`;

  const previewer = await browser.newContext({ locale: 'fa-IR' });
  const page = await previewer.newPage();
  await page.goto(`${site.origin}${link.pathname}${link.search}`);
  await expect(page).toHaveURL(about);
  await expect(page.getByRole('heading', { level: 1, name: 'دربارهٔ لغت‌نامه' })).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'پیش‌نمایش' });
  await expect(banner).toContainText(`dehkhoda ${releases.withPage}`);
  // The server rendered it so, for this browser's cookie: the page and the banner are in the HTML it sent.
  const cookie = (await previewer.cookies()).map((each) => `${each.name}=${each.value}`).join('; ');
  const html = await (await fetch(about, { headers: { cookie } })).text();
  expect(html).toContain('دربارهٔ لغت‌نامه');
  expect(html).toContain('id="preview-banner"');

  // Anyone else sees today's site.
  const student = await browser.newContext({ locale: 'fa-IR' });
  const other = await student.newPage();
  await other.goto(about);
  await expect(other.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  await student.close();

  // Once the link expires, the preview browser sees today's site too.
  await page.waitForTimeout(Math.max(0, expires - Date.now()) + 500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await previewer.close();
});

test("a new page ships with the area's release alone", async ({ page }) => {
  const shellBefore = shellFiles();
  const pid = site.pid;
  await page.goto(`${site.origin}/dehkhoda/about`);
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();

  const promoted = await runOpsCli(['promote', 'dehkhoda', releases.withPage], env);
  expect(promoted.code).toBe(0);

  await page.goto(`${site.origin}/dehkhoda/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'دربارهٔ لغت‌نامه' })).toBeVisible();
  await expect(page).toHaveTitle('دربارهٔ لغت‌نامه | دانش‌سرا');
  // The area's other pages are still there, in the same release.
  await page.getByRole('link', { name: 'لغت‌نامه' }).first().click();
  await expect(page).toHaveURL(`${site.origin}/dehkhoda`);
  await expect(page.getByRole('searchbox').first()).toBeVisible();

  expect(shellFiles()).toEqual(shellBefore);
  expect(site.pid).toBe(pid);
  expect(() => process.kill(pid!, 0)).not.toThrow();
});

test("promote refuses a release whose prefix collides with another area's", async ({ page }) => {
  const refused = await runOpsCli(['promote', 'dehkhoda', releases.colliding], env);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain('its prefix /articles collides with /articles of the blog area');
  await page.goto(`${site.origin}/articles`);
  await expect(page.getByRole('heading', { level: 1, name: 'مقاله‌ها' })).toBeVisible();
});
