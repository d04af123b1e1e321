import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_LOGIN, E2E_OTP_CODE, SITE_CLIENT_HEADERS } from './support/areas.ts';
import { admin } from './support/ops-helpers.ts';
import { isServerRendered } from './support/server-html.ts';
import { runOpsCli } from './support/ops-cli.ts';
import { RELEASE_MARKER } from './support/release-marker.ts';
import { sharedSecondQuizRelease } from './support/second-release.ts';
import { startSiteServer, type SiteServer } from './support/site-server.ts';

/**
 * The page cache (docs/operations.md, "The page cache") on a site server of the test's own, with the cache
 * on as in production: guests are served kept pages, a promote is never answered with the old release's
 * page, and a signed-in student's page is never anyone else's.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TOKEN = 'e2e-admin-token-0123456789';
let workDir: string;
let site: SiteServer;
let second: string;

/** A guest's request for a page: no cookie, so no session and a new visitor each time. */
async function guestHtml(pathname: string, cookie?: string): Promise<string> {
  return (await fetch(`${site.origin}${pathname}`, { headers: cookie ? { cookie } : {} })).text();
}

/**
 * The page as the server rendered it: asked again while the answer is the browser-drawn shell (a loaded
 * machine may shed a render; the shell is never kept, so the next ask renders).
 */
async function renderedHtml(pathname: string, cookie?: string): Promise<string> {
  let html = '';
  await expect(async () => {
    html = await guestHtml(pathname, cookie);
    expect(isServerRendered(html)).toBe(true);
  }).toPass({ timeout: 20_000 });
  return html;
}

/** The `outcome` counts of the page cache in /metrics. */
async function cacheCounts(): Promise<Record<string, number>> {
  const text = await (await fetch(`${site.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const counts: Record<string, number> = {};
  for (const [, outcome, value] of text.matchAll(/^platform_page_cache_requests_total\{outcome="([^"]+)"\} (\d+)$/gm)) {
    counts[outcome!] = Number(value);
  }
  return counts;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'page-cache-e2e-'));
  const env = { DATA_DIR: path.join(workDir, 'data'), ADMIN_TOKEN: TOKEN };
  const built = await sharedSecondQuizRelease();
  second = built.version;
  site = await startSiteServer({ ...env, PAGE_CACHE_SECONDS: '600', DEV_OTP_CODE: E2E_OTP_CODE });
  const published = await runOpsCli(['publish', 'quiz', second, '--from', built.releasesDir], env);
  expect(published.stdout).toContain(`published quiz ${second}`);
});

test.afterAll(async () => {
  await site?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test("a signed-in student's page is rendered for her alone; guests share one kept page", async () => {
  const challenge = await fetch(`${site.origin}/api/auth/login-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO_LOGIN }),
  });
  const { data } = (await challenge.json()) as { data: { token: string } };
  const confirmed = await fetch(`${site.origin}/api/auth/otp-confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SITE_CLIENT_HEADERS },
    body: JSON.stringify({ code: E2E_OTP_CODE, token: data.token }),
  });
  const session = /accessToken=[^;]+/.exec(confirmed.headers.get('set-cookie') ?? '')?.[0];
  expect(session).toBeTruthy();
  expect(await renderedHtml('/learn', session)).toContain('سارا');
  // Asked right after her, a guest gets a page with no trace of her, then the same page again, kept.
  const guest = await renderedHtml('/learn');
  expect(guest).not.toContain('سارا');
  const before = await cacheCounts();
  expect(await guestHtml('/learn')).toBe(guest);
  const after = await cacheCounts();
  expect((after.hit ?? 0) - (before.hit ?? 0)).toBe(1);
});

test('after a promote under load, no page of the old release is served from the cache', async () => {
  expect(await renderedHtml('/quiz')).not.toContain(RELEASE_MARKER);
  let promotedAt = Infinity;
  let stop = false;
  const answers: { startedAt: number; marked: boolean }[] = [];
  let drawnByBrowser = 0;
  // Eight guests asking for the quiz list without pause, before, during and after the promote.
  const guests = Array.from({ length: 8 }, async () => {
    while (!stop) {
      const startedAt = Date.now();
      const html = await guestHtml('/quiz');
      // The shell a shed render answers names no release in its HTML: only server-rendered pages are judged.
      if (isServerRendered(html)) answers.push({ startedAt, marked: html.includes(RELEASE_MARKER) });
      else drawnByBrowser += 1;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const promoted = await admin(site.origin, TOKEN, '/admin/areas/quiz/promote', { version: second, actor: 'e2e' });
  expect(promoted.status).toBe(200);
  promotedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  stop = true;
  await Promise.all(guests);
  const before = answers.filter((answer) => answer.startedAt < promotedAt - 5_000);
  const after = answers.filter((answer) => answer.startedAt >= promotedAt);
  expect(after.length).toBeGreaterThan(10);
  expect(after.filter((answer) => !answer.marked)).toEqual([]);
  expect(before.every((answer) => !answer.marked)).toBe(true);
  const counts = await cacheCounts();
  // The load was answered from the cache, not rendered per request.
  expect(counts.hit ?? 0).toBeGreaterThan((answers.length + drawnByBrowser) / 2);
});
