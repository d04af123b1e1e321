import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { runOpsCli } from './support/ops-cli.ts';
import { admin } from './support/ops-helpers.ts';
import { untilPageReady } from './support/page-ready.ts';
import { sharedSecondQuizRelease } from './support/second-release.ts';
import { startSiteServer, type SiteServer } from './support/site-server.ts';

/**
 * Rollouts that judge themselves: two quiz releases are built here, one healthy and one whose
 * list page throws only in the browser, and rolled out on a site server of the test's own with a short
 * interval and small quorums. The healthy one walks every step to 100 % while one client forges hundreds
 * of crash reports; the broken one is stopped by the server as soon as two real browsers crash on it.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const TOKEN = 'e2e-admin-token-rollout-0123456789';
/** Small quorums and a 2 s interval: a rollout of minutes in production, seconds here. */
const FAST = ['--interval', '2s', '--windows', '2', '--min-pages', '3', '--min-clients', '3', '--min-reporters', '2'];
let workDir: string;
let env: Record<string, string>;
let healthy: string;
let broken: string;
let site: SiteServer;
let webhook: Server;
const alerts: unknown[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  workDir = mkdtempSync(path.join(tmpdir(), 'rollout-e2e-'));
  webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      alerts.push(JSON.parse(body));
      response.end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const { port } = webhook.address() as { port: number };
  env = { DATA_DIR: path.join(workDir, 'data'), ADMIN_TOKEN: TOKEN, ALERT_WEBHOOK_URL: `http://127.0.0.1:${port}/` };
  const [good, bad] = await Promise.all([
    sharedSecondQuizRelease(),
    sharedSecondQuizRelease({ build: 2, breaksInBrowser: true }),
  ]);
  healthy = good.version;
  broken = bad.version;
  site = await startSiteServer(env);
  for (const built of [good, bad]) {
    const published = await runOpsCli(['publish', 'quiz', built.version, '--from', built.releasesDir], env);
    expect(published.stdout).toContain(`published quiz ${built.version}`);
  }
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => webhook?.close(resolve));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

interface RolloutJson {
  version: string;
  state: string;
  step: number;
  steps: number[];
}

/** The quiz's rollout as /admin/status shows it. */
async function quizRollout(): Promise<RolloutJson | undefined> {
  const rollouts = (await admin(site.origin, TOKEN, '/admin/status')).json.rollouts as RolloutJson[] | undefined;
  return rollouts?.find((rollout) => (rollout as { area?: string }).area === 'quiz');
}

/** A page load of /quiz in cohort 0 (inside every canary) by a browser the server has not seen: one client. */
const canaryPageLoad = () => fetch(`${site.origin}/quiz`, { headers: { cookie: 'platform_cohort=0' } });

test('a healthy release walks through every step to 100 %, and one client forging hundreds of crash reports cannot stop it', async ({
  browser,
}) => {
  const started = await runOpsCli(['rollout', 'quiz', healthy, '--steps', '20,60,100', ...FAST], env);
  expect(started.stdout).toContain(`rollout of quiz ${healthy} started: canary at 20%`);

  // One client (one cookie) sends 300 crash reports for the canary: the server takes 20 a minute from it,
  // counts each client at most a few times, and a kind browsers report needs two clients to count at all.
  const forger = { 'content-type': 'text/plain', cookie: 'platform_cohort=0; platform_client=forgedforgedforgedforg' };
  const forged = JSON.stringify({ kind: 'crash', area: 'quiz', version: healthy, route: '/quiz', reason: 'forged' });
  const answers = await Promise.all(
    Array.from({ length: 300 }, () =>
      fetch(`${site.origin}/remotes/load-failures`, { method: 'POST', headers: forger, body: forged }),
    ),
  );
  expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(250);

  // Students keep coming while the servers judge: the steps need pages from enough distinct browsers.
  await expect
    .poll(
      async () => {
        await Promise.all([canaryPageLoad(), canaryPageLoad(), canaryPageLoad()]);
        return (await quizRollout())?.state;
      },
      { timeout: 60_000, intervals: [300] },
    )
    .toBe('completed');

  const history = await runOpsCli(['history', 'quiz'], env);
  expect(history.stdout).toMatch(/advance at 60%: not worse than the current: healthy window 2 of 2 in a row/);
  expect(history.stdout).toMatch(/complete at 100%: .*promoted to everyone/);
  // The forged reports were counted: 20 taken from one client, weighing 3, not enough clients to count at all.
  const status = (await runOpsCli(['status'], env)).stdout;
  expect(status).toMatch(/crash +3 \([\d.]+ %, 1 client, 20 reports\)/);
  // Everyone now gets it: a browser far outside the first steps' cohorts.
  const context = await browser.newContext({ locale: 'fa-IR', baseURL: site.origin });
  await context.addCookies([{ name: 'platform_cohort', value: '99', url: site.origin }]);
  const page = await context.newPage();
  const entries: string[] = [];
  page.on('request', (request) => entries.push(new URL(request.url()).pathname));
  await page.goto('/quiz', { waitUntil: 'domcontentloaded' });
  await untilPageReady(page);
  expect(entries).toContain(`/releases/quiz/${healthy}/remoteEntry.js`);
  await context.close();
  expect(alerts).toEqual([]);
});

/** Opens /quiz in a fresh browser of the canary's cohort; resolves once the page's crash beacon went out. */
async function crashingVisit(browser: Browser) {
  const context = await browser.newContext({ locale: 'fa-IR', baseURL: site.origin });
  await context.addCookies([{ name: 'platform_cohort', value: '10', url: site.origin }]);
  const page = await context.newPage();
  const crashed = page.waitForRequest(
    (request) =>
      request.url().endsWith('/remotes/load-failures') && (request.postData() ?? '').includes('"kind":"crash"'),
  );
  await page.goto('/quiz', { waitUntil: 'domcontentloaded' });
  await crashed;
  return { page, close: () => context.close() };
}

test('a release that throws only in the browser is stopped by itself; status and history say why; its students get the current release on their next load', async ({
  browser,
}) => {
  const started = await runOpsCli(['rollout', 'quiz', broken, '--steps', '50,100', ...FAST], env);
  // It renders on the server, so the smoke test lets it start.
  expect(started.stdout).toContain(`rollout of quiz ${broken} started: canary at 50%`);

  const students = await Promise.all([crashingVisit(browser), crashingVisit(browser)]);
  await expect.poll(async () => (await quizRollout())?.state, { timeout: 30_000, intervals: [300] }).toBe('stopped');

  const status = (await runOpsCli(['status'], env)).stdout;
  expect(status).toContain(`quiz ${broken} (from ${healthy}): stopped`);
  // Each student's page counted once (a Chromium's first request, retried with a client hint, is not a page).
  expect(status).toContain('stop at 50%: crash 100.00 % on /quiz passed 0.50 %');
  const history = (await runOpsCli(['history', 'quiz'], env)).stdout;
  expect(history).toMatch(
    new RegExp(`canary ${broken.replace(/\./g, '\\.')}: 2 pages, 2 clients; crash 2 from 2 clients = 100\\.00 %`),
  );
  expect(alerts).toEqual([
    expect.objectContaining({
      event: 'rollout-stopped',
      area: 'quiz',
      version: broken,
      signal: 'crash',
      route: '/quiz',
    }),
  ]);

  // The same students, on their next load: the current release, whole, and none of the broken one's files.
  for (const student of students) {
    const entries: string[] = [];
    student.page.on('request', (request) => entries.push(new URL(request.url()).pathname));
    await student.page.reload({ waitUntil: 'domcontentloaded' });
    await untilPageReady(student.page);
    await expect(student.page.locator('section[data-area="quiz"] h1')).toHaveText('آزمون‌ها');
    expect(entries).toContain(`/releases/quiz/${healthy}/remoteEntry.js`);
    expect(entries.filter((entry) => entry.includes(broken))).toEqual([]);
    await student.close();
  }
});
