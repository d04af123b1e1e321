import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import type { startDevApi } from 'dev-api';
import { runOpsCli } from './support/ops-cli.ts';
import type { RegistryJson } from './support/ops-helpers.ts';
import { isServerRendered, pageHtml, renderFailureLine } from './support/server-html.ts';
import { startSiteServer, type SiteServer } from './support/site-server.ts';
import { startSlowApi, type SlowApi } from './support/slow-api.ts';

/**
 * Server rendering can only make a page better: when the server cannot
 * render it (a release's Node build changed in the store, a render over its
 * time budget) the browser gets today's client-rendered page, which works,
 * and ops see why in `status`. One site server of the test's
 * own (own data directory), whose API is the dev API behind a proxy that can
 * answer late.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

// Made in beforeAll, not when the file loads: Playwright loads a spec in every worker, and only one cleans up.
let workDir: string;
let env: { DATA_DIR: string };
const article = 'screen-time-balance';
let devApi: Awaited<ReturnType<typeof startDevApi>> | undefined;
let slowApi: SlowApi | undefined;
let site: SiteServer;

/** The version of an area every browser is given now (no canary here), as the site's registry file says. */
function servedVersion(area: string): string {
  const registry = JSON.parse(readFileSync(path.join(env.DATA_DIR, 'registry.json'), 'utf8')) as RegistryJson;
  const version = registry.areas[area]?.current.version;
  if (!version) throw new Error(`${area} has no release in the registry`);
  return version;
}

/**
 * The quiz's Node build in the store. The server's first start registered
 * (pinned) its SHA-384 with the same checks as a promote.
 */
const quizNodeBuild = () => path.join(env.DATA_DIR, 'releases', 'quiz', servedVersion('quiz'), 'server', 'render.js');

const startSite = () => startSiteServer({ ...env, API_BASE_URL: slowApi!.baseUrl });

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'ssr-faults-e2e-'));
  env = { DATA_DIR: path.join(workDir, 'data') };
  // Loaded here, not with the file: listing the suite's tests then skips the dev API and its data.
  const { startDevApi } = await import('dev-api');
  devApi = await startDevApi(0, { dataDir: path.join(workDir, 'dev-api'), log: () => undefined });
  slowApi = await startSlowApi(devApi.baseUrl);
  site = await startSite();
  // This server does render (so "no server state" below means it fell back), and its Node builds are loaded
  // before any render below is timed. On a busy machine the very first render (which may wait for those
  // loads) can pass its budget and fall back, so '/' is asked for again, as a second visitor would, until it
  // arrives rendered.
  await expect
    .poll(async () => isServerRendered(await pageHtml(site.origin, '/')), { timeout: 20_000, intervals: [500] })
    .toBe(true);
});

test.afterAll(async () => {
  await site?.stop();
  await slowApi?.stop();
  await devApi?.app.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

async function apiData<T>(apiPath: string): Promise<T> {
  const answer = await fetch(`${site.origin}/api/${apiPath}`);
  if (!answer.ok) throw new Error(`GET /api/${apiPath} answered ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * Opens a page in a fresh browser (one render on the server) and checks it
 * came as the client-rendered shell and works: its heading, and content
 * only the API's data puts there.
 */
async function expectClientRenderedPage(browser: Browser, pagePath: string, heading: string, content: string) {
  const context = await browser.newContext({ baseURL: site.origin, locale: 'fa-IR' });
  try {
    const page = await context.newPage();
    const response = await page.goto(pagePath, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    expect(isServerRendered((await response?.text()) ?? ''), `${pagePath} came with server state`).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(content).first()).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Addresses anyone can send whose route parameter is blank or malformed, one per area that has such pages. */
const BAD_ADDRESSES = [
  '/page/%20',
  '/course/%20',
  '/articles/%20',
  '/profile/report-card/%20',
  '/page/%09',
  '/quiz/%20',
];

test('a burst of blank-parameter addresses: each is the Persian 404 page, and server rendering stays on', async () => {
  // Well past any breaker's threshold (3), for the shell and every area at once.
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => BAD_ADDRESSES.map((address) => fetch(`${site.origin}${address}`))).flat(),
  );
  // Each is a 404. Most arrive as the server's 404 page; renders beyond what the server carries at once
  // are shed to the browser (still a 404), which draws the same page.
  const bodies = await Promise.all(
    answers.map(async (answer) => {
      expect(answer.status, answer.url).toBe(404);
      return answer.text();
    }),
  );
  expect(bodies.some((body) => /<div id="root">.*صفحه پیدا نشد/s.test(body))).toBe(true);
  // The next visitor of the home page still gets it rendered by the server, and ops blame no release.
  expect(isServerRendered(await pageHtml(site.origin, '/'))).toBe(true);
  const { stdout } = await runOpsCli(['status'], env);
  expect(stdout).not.toContain('server render failures');
  expect(stdout).not.toContain('circuit breaker open');
});

test('a Node build changed in the store after it was pinned: the page is rendered by the browser, ops see why', async ({
  browser,
}) => {
  const [quiz] = await apiData<{ title: string }[]>('front/course/quiz/list');
  expect(quiz).toBeDefined();
  appendFileSync(quizNodeBuild(), '\n/* changed after it was pinned */');
  // A running server keeps the build it loaded and checked when it started; the next start (a deploy, a
  // replaced worker) checks the release's files again, this one with them, and finds it changed.
  await site.stop();
  site = await startSite();
  await expectClientRenderedPage(browser, '/quiz', 'آزمون‌ها', quiz!.title);
  // Ops see it first in status, as the server's own finding, with the file named.
  const version = servedVersion('quiz').replace(/\./g, '\\.');
  await expect
    .poll(async () => (await runOpsCli(['status'], env)).stdout.split('\n').slice(0, 2).join('\n'), { timeout: 10_000 })
    .toMatch(new RegExp(`^TAMPERED: .*\n  quiz ${version}: \\d+×.*server/render\\.js`));
});

test('a render over its budget (a slow API): the page is rendered by the browser, the release is not blamed', async ({
  browser,
}) => {
  const post = await apiData<{ title: string }>(`front/blog/${article}`);
  // The article's data answers after the default budget (RENDER_BUDGET_MS, 1000 ms): the server gives up on it.
  slowApi!.slowDown(`/api/front/blog/${article}`, 1_500);
  await expectClientRenderedPage(browser, `/articles/${article}`, post.title, post.title);
  // The render was waiting on the API when its budget ran out: the API's delay, not the blog release's fault.
  // Failures are written within half a second; give it more than that before reading none.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(renderFailureLine((await runOpsCli(['status'], env)).stdout, 'blog', servedVersion('blog'))).toBeUndefined();
});
