import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { runOpsCli } from './support/ops-cli.ts';
import { AREA_ROUTES } from './support/areas.ts';
import { admin, editRegistryFile, truncateRegistryFile, visitQuiz } from './support/ops-helpers.ts';
import { RELEASE_MARKER } from './support/release-marker.ts';
import { currentQuizVersion, sharedSecondQuizRelease } from './support/second-release.ts';
import { isRunning, isServerRendered, pageHtml } from './support/server-html.ts';
import { hydrationEvidence, watchHydration } from './support/server-rendering.ts';
import { freePort, startSiteServer, type SiteServer } from './support/site-server.ts';
import { expectAccessibleOn } from './fixtures.ts';

/**
 * Operations in a real browser: a second release of the quiz area is built
 * here with a visible change, published into a site server of the test's own
 * (own port, data directory and admin token), then promoted, rolled back,
 * canaried, tampered with and pointed elsewhere, while the shell stays the
 * one build in dist/.
 */
// Each test loads several fresh pages; a loaded 2-core CI machine needs more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const TOKEN = 'e2e-admin-token-0123456789';
/** A person's own token (ADMIN_TOKENS): the history names her. */
const SARA_TOKEN = 'e2e-sara-token-0123456789';
// Made in beforeAll, not when the file loads: Playwright loads a spec in every worker, and only one cleans up.
let workDir: string;
let dataDir: string;
let env: { DATA_DIR: string; ADMIN_TOKEN: string; ADMIN_TOKENS: string };
const first = currentQuizVersion();
let second: string;
let site: SiteServer;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'ops-e2e-'));
  dataDir = path.join(workDir, 'data');
  env = { DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN, ADMIN_TOKENS: `Sara=${SARA_TOKEN}` };
  test.setTimeout(120_000);
  const built = await sharedSecondQuizRelease();
  second = built.version;
  site = await startSiteServer(env);
  const published = await runOpsCli(['publish', 'quiz', second, '--from', built.releasesDir], env);
  expect(published.stderr).toBe('');
  expect(published.stdout).toContain(`published quiz ${second}`);
});

test.afterAll(async () => {
  await site?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('the admin API refuses requests without the token', async () => {
  expect((await admin(site.origin, null, '/admin/status')).status).toBe(401);
  expect((await admin(site.origin, 'wrong-token-0123456789', '/admin/status')).status).toBe(401);
  const refused = await admin(site.origin, null, '/admin/areas/quiz/promote', { version: second, actor: 'e2e' });
  expect(refused.status).toBe(401);
  expect((await admin(site.origin, TOKEN, '/admin/status')).status).toBe(200);
});

test('a page load sends its Web Vitals for the area release that owns it; /metrics and /admin/status show them', async ({
  browser,
}) => {
  const visit = await visitQuiz(browser, site.origin);
  // The vitals chunk comes only after the page is ready; LCP is final at the first input, CLS as the page hides.
  const beacons: string[] = [];
  visit.page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes/vitals') beacons.push(request.postData() ?? '');
  });
  await expect
    .poll(() =>
      visit.page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/web-vitals.')),
      ),
    )
    .toBe(true);
  await visit.page.locator('section[data-area="quiz"] h1').click();
  await expect.poll(() => beacons.filter((beacon) => beacon.includes('"metric":"LCP"')).length).toBe(1);
  expect(JSON.parse(beacons[0]!)).toMatchObject({ area: 'quiz', version: first, route: '/quiz', metric: 'LCP' });
  await visit.close();

  // The browser sent the beacon; the server counts it once it has read it, which a busy machine may do later.
  const scrape = async () =>
    (await fetch(`${site.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  await expect.poll(scrape).toContain(`platform_web_vitals_lcp_seconds_count{area="quiz",version="${first}"} 1`);
  const text = await scrape();
  expect(text).toMatch(
    new RegExp(`platform_pages_served_total\\{area="quiz",version="${first.replace(/\./g, '\\.')}"\\} [1-9]`),
  );
  expect(text).toContain('platform_page_render_seconds_bucket{');
  // The store's counts are flushed within a second; status shows the p75 from them.
  type Quiz = { area: string; health: { current: { vitals?: { metrics: { LCP?: { count: number } } } } } };
  const lcpCount = async () => {
    const areas = (await admin(site.origin, TOKEN, '/admin/status')).json.areas as Quiz[];
    return areas.find((each) => each.area === 'quiz')?.health.current.vitals?.metrics.LCP?.count;
  };
  await expect.poll(lcpCount).toBe(1);
});

/** The shell's build a page runs: its main script (the home page's content changes with the data, not this). */
async function shellBuild(origin: string): Promise<string | undefined> {
  return /<script[^>]+src="(\/main\.[\w-]+\.js)"/.exec(await (await fetch(`${origin}/`)).text())?.[1];
}

test('promote: a fresh page load shows the new release, the same server renders it, the shell is the same build', async ({
  browser,
}) => {
  const shellBefore = await shellBuild(site.origin);
  expect(shellBefore).toBeDefined();
  const promoted = await admin(site.origin, TOKEN, '/admin/areas/quiz/promote', {
    version: second,
    actor: 'e2e (API)',
  });
  expect(promoted.status).toBe(200);
  const visit = await visitQuiz(browser, site.origin);
  expect(visit.shown).toBe('second');
  expect(visit.releaseRequests).toContain(`/releases/quiz/${second}/remoteEntry.js`);
  expect(visit.notice).toBe(false);
  await visit.close();
  expect(await shellBuild(site.origin)).toBe(shellBefore);

  // The server renders with the new release's Node build too, in the same process: no restart.
  const html = await pageHtml(site.origin, '/quiz');
  expect(isServerRendered(html)).toBe(true);
  expect(html).toContain(RELEASE_MARKER);
  expect(isRunning(site.pid)).toBe(true);
});

test('rollback: one command brings the old release back, in the browser and on the server', async ({ browser }) => {
  const rolledBack = await runOpsCli(['rollback', 'quiz', '--actor', 'e2e (CLI)'], env);
  expect(rolledBack.stdout).toContain(`quiz: current ${first}, previous —`);
  const visit = await visitQuiz(browser, site.origin);
  expect(visit.shown).toBe('first');
  expect(visit.releaseRequests.every((file) => !file.includes(second))).toBe(true);
  await visit.close();

  const html = await pageHtml(site.origin, '/quiz');
  expect(isServerRendered(html)).toBe(true);
  expect(html).not.toContain(RELEASE_MARKER);
  expect(isRunning(site.pid)).toBe(true);
});

test('canary at 50 %: the cohort cookie decides, on the server and in the browser, stable across reloads', async ({
  browser,
}) => {
  expect((await runOpsCli(['canary', 'quiz', second, '50'], env)).code).toBe(0);
  const cohort = (value: number) => ({
    storageState: {
      cookies: [
        {
          name: 'platform_cohort',
          value: String(value),
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax' as const,
        },
      ],
      origins: [],
    },
  });
  // The server renders each cohort with the release its browser is given. One after the other: a worker
  // renders one page at a time, and a page waiting behind a first (cold) render of a new release could be
  // left to the browser (docs/operations.md, "The page cache").
  const canaryHtml = await pageHtml(site.origin, '/quiz', 10);
  const outsideHtml = await pageHtml(site.origin, '/quiz', 90);
  expect([isServerRendered(canaryHtml), isServerRendered(outsideHtml)]).toEqual([true, true]);
  expect(canaryHtml).toContain(RELEASE_MARKER);
  expect(outsideHtml).not.toContain(RELEASE_MARKER);

  const inCanary = await visitQuiz(browser, site.origin, { ...cohort(10), prepare: watchHydration });
  const outside = await visitQuiz(browser, site.origin, cohort(90));
  expect([inCanary.shown, outside.shown]).toEqual(['second', 'first']);
  // The canary's page is taken over (hydrated) by the canary's own scripts, without a mismatch.
  expect(await inCanary.page.locator('#server-state').count()).toBe(1);
  expect(inCanary.releaseRequests).toContain(`/releases/quiz/${second}/remoteEntry.js`);
  const evidence = await hydrationEvidence(inCanary.page);
  expect(evidence.beacons.filter((beacon) => beacon.includes('"kind":"hydration"'))).toEqual([]);
  expect(evidence.removedHeadings).toBe(0);
  expect((await inCanary.reload()).shown).toBe('second');
  expect((await outside.reload()).shown).toBe('first');
  await Promise.all([inCanary.close(), outside.close()]);

  // A new browser gets a cohort on its first visit, and the cohort decides.
  const newcomer = await visitQuiz(browser, site.origin);
  const cookies = await newcomer.page.context().cookies();
  const assigned = Number(cookies.find((cookie) => cookie.name === 'platform_cohort')?.value);
  expect(assigned).toBeGreaterThanOrEqual(0);
  expect(assigned).toBeLessThan(100);
  expect(newcomer.shown).toBe(assigned < 50 ? 'second' : 'first');
  await newcomer.close();
});

test('a chunk changed in the store after publish: the server refuses it, the page loads the previous release', async ({
  browser,
}) => {
  expect((await admin(site.origin, TOKEN, '/admin/areas/quiz/promote', { version: second, actor: 'e2e' })).status).toBe(
    200,
  );
  const folder = path.join(dataDir, 'releases', 'quiz', second);
  const chunk = readdirSync(folder).find((file) => /^__federation_expose_QuizList\..+\.js$/.test(file))!;
  const published = readFileSync(path.join(folder, chunk));
  // The server has rendered this release before (the promote test): its Node build is loaded and intact.
  expect(isServerRendered(await pageHtml(site.origin, '/quiz'))).toBe(true);
  appendFileSync(path.join(folder, chunk), '\n/* changed after publish */');
  // Before any browser asks for the chunk, server rendering finds it changed: the shell, not a page that breaks.
  expect(isServerRendered(await pageHtml(site.origin, '/quiz'))).toBe(false);
  // Ops see it first, as the server's own finding (not a browser's unverified report).
  await expect
    .poll(async () => (await runOpsCli(['status'], env)).stdout.split('\n').slice(0, 2).join('\n'), { timeout: 10_000 })
    .toMatch(
      new RegExp(`^TAMPERED: .*\n  quiz ${second.replace(/\./g, '\\.')}: \\d+×.*changed: __federation_expose_QuizList`),
    );
  const { json } = await admin(site.origin, TOKEN, '/admin/status');
  expect(json.tampered).toEqual([expect.objectContaining({ kind: 'tamper', area: 'quiz', version: second })]);
  expect((await fetch(`${site.origin}/releases/quiz/${second}/${chunk}`)).status).toBe(404);
  const visit = await visitQuiz(browser, site.origin);
  expect(visit.shown).toBe('first');
  expect(visit.releaseRequests).toContain(`/releases/quiz/${first}/remoteEntry.js`);
  await visit.close();
  // Nor may it come back by a rollback to it, or a promote.
  const refused = await runOpsCli(['promote', 'quiz', second], env);
  expect(refused.stderr).toMatch(/files changed after it was published \(__federation_expose_QuizList/);
  // The published bytes back and the previous release current: as the tests that follow expect.
  writeFileSync(path.join(folder, chunk), published);
  expect((await fetch(`${site.origin}/releases/quiz/${second}/${chunk}`)).status).toBe(200);
  expect((await admin(site.origin, TOKEN, '/admin/areas/quiz/rollback', { actor: 'e2e' })).status).toBe(200);
});

test('a tampered release: the browser refuses its bytes, loads the previous one and reports it', async ({
  browser,
}) => {
  expect((await admin(site.origin, TOKEN, '/admin/areas/quiz/promote', { version: second, actor: 'e2e' })).status).toBe(
    200,
  );
  // The server would refuse changed bytes in its store (the test above); changed on the way, the entry
  // reaches the browser, whose own check (the registry's integrity for the entry) must refuse it.
  const changeEntryOnTheWay = async (context: BrowserContext) => {
    await context.route(`**/releases/quiz/${second}/remoteEntry.js`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n/* changed on the way */` });
    });
  };
  const visit = await visitQuiz(browser, site.origin, { prepare: changeEntryOnTheWay });
  expect(visit.shown).toBe('first');
  expect(visit.notice).toBe(true);
  expect(visit.releaseRequests).toContain(`/releases/quiz/${first}/remoteEntry.js`);
  await visit.close();
  await expect
    .poll(async () => {
      const { json } = await admin(site.origin, TOKEN, '/admin/status');
      const quiz = (
        json.areas as { area: string; loadFailures: { version: string; lastFallbackVersion?: string }[] }[]
      ).find((area) => area.area === 'quiz');
      return quiz?.loadFailures[0];
    })
    .toMatchObject({ version: second, lastFallbackVersion: first });
});

test('an entry on a foreign origin: the shell refuses it without a request and loads the previous one', async ({
  browser,
}) => {
  const foreign = `http://127.0.0.1:${await freePort()}`;
  await editRegistryFile(dataDir, (registry) => {
    registry.areas.quiz!.current.entry = `${foreign}/releases/quiz/${second}/mf-manifest.json`;
  });
  const visit = await visitQuiz(browser, site.origin);
  expect(visit.origins.has(foreign)).toBe(false);
  expect(visit.shown).toBe('first');
  expect(visit.notice).toBe(true);
  await visit.close();
  const status = await runOpsCli(['status'], env);
  expect(status.stdout).toMatch(
    new RegExp(`quiz ${second.replace(/\./g, '\\.')}: the entry ${foreign}.*not in RELEASE_ORIGINS`),
  );
});

test('a truncated registry.json leaves every area working and `ops status` saying what happened', async ({
  browser,
}) => {
  const before = truncateRegistryFile(dataDir);

  const context = await browser.newContext({ baseURL: site.origin, locale: 'fa-IR' });
  const page = await context.newPage();
  for (const route of AREA_ROUTES.filter((each) => each.area !== 'profile')) {
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator(`section[data-area="${route.area}"] h1`)).toHaveText(route.heading);
  }
  await context.close();
  // The profile's pages need a login; its release is served like the others'.
  const remotes = (await (await fetch(`${site.origin}/remotes.json`)).json()) as {
    areas: Record<string, { entry: string }>;
  };
  expect(Object.keys(remotes.areas).sort()).toEqual(AREA_ROUTES.map((route) => route.area).sort());
  expect((await fetch(new URL(remotes.areas.profile!.entry, site.origin))).status).toBe(200);

  const health = await fetch(`${site.origin}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'degraded', registry: { problem: 'invalid-json' } });
  const status = await runOpsCli(['status'], env);
  expect(status.code).toBe(0);
  // Its own line, after the server's tamper findings of earlier tests (those come first).
  expect(status.stdout).toMatch(/^هشدار: پروندهٔ رجیستری ناقص یا خراب است/m);
  expect(status.stdout).toContain('npm run ops -- registry restore');
  expect(status.stdout + status.stderr).not.toContain(dataDir);

  // The kept copies are listed, and the newest written back brings the file and the site's health back.
  const copies = await runOpsCli(['registry', 'restore', '--json'], env);
  const [newest] = JSON.parse(copies.stdout) as { revision: number }[];
  expect((await runOpsCli(['registry', 'restore', String(newest!.revision)], env)).code).toBe(0);
  expect(await (await fetch(`${site.origin}/healthz`)).json()).toMatchObject({ status: 'ok' });
  const restored = (await runOpsCli(['status'], env)).stdout;
  expect(restored).toMatch(/^registry revision/m);
  expect(restored).not.toContain('هشدار: پروندهٔ رجیستری');
  // The kept copy predates the earlier tests' hand edits of the file (a foreign entry): the tests after
  // this one get the file exactly as they left it.
  writeFileSync(path.join(dataDir, 'registry.json'), before);
});

test('a developer override: their browser only, with a badge, and off unless the server allows it', async ({
  browser,
}) => {
  const manifest = `${site.origin}/releases/quiz/${second}/mf-manifest.json`;
  const overridePath = `/quiz?mf-override=quiz@${encodeURIComponent(manifest)}`;

  // This server does not allow overrides: the parameter changes nothing.
  const ignored = await visitQuiz(browser, site.origin, { path: overridePath });
  expect(ignored.shown).toBe('first');
  await ignored.close();

  const devSite = await startSiteServer({ DATA_DIR: path.join(workDir, 'dev-data'), ALLOW_OVERRIDES: 'true' });
  try {
    const developer = await visitQuiz(browser, devSite.origin, { path: overridePath });
    expect(developer.shown).toBe('second');
    expect(new URL(developer.page.url()).search).toBe('');
    const badge = developer.page.getByRole('complementary', { name: 'بارگذاری از سرور توسعه' });
    await expect(badge).toContainText(manifest);
    expect((await developer.reload()).shown).toBe('second');

    const someoneElse = await visitQuiz(browser, devSite.origin);
    expect(someoneElse.shown).toBe('first');
    await expect(someoneElse.page.getByRole('complementary', { name: 'بارگذاری از سرور توسعه' })).toHaveCount(0);
    await someoneElse.close();

    await badge.getByRole('button', { name: 'بازگشت به نسخهٔ اصلی' }).click();
    await expect(developer.page.locator('section[data-area="quiz"] h1')).toHaveText('آزمون‌ها');
    await expect(badge).toHaveCount(0);
    expect((await developer.reload()).shown).toBe('first');
    await developer.close();
  } finally {
    await devSite.stop();
  }
});

test('a locked area refuses a promote with the reason; the ops page, signed in with a personal token, shows it', async ({
  browser,
}) => {
  expect((await admin(site.origin, SARA_TOKEN, '/admin/areas/quiz/lock', { reason: 'exam week' })).status).toBe(200);
  const refused = await admin(site.origin, TOKEN, '/admin/areas/quiz/promote', { version: second, actor: 'e2e' });
  expect(refused.status).toBe(423);
  expect(refused.json.message).toContain('«exam week»');

  const context = await browser.newContext({ locale: 'fa-IR', baseURL: site.origin });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.getByLabel('توکن مدیریت').fill('not-a-token-0123456789');
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page.getByRole('alert')).toContainText('این توکن شناخته نیست');
  await expect(page.getByLabel('توکن مدیریت')).toHaveValue('not-a-token-0123456789');
  await page.getByLabel('توکن مدیریت').fill(SARA_TOKEN);
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صفحهٔ عملیات');
  const areas = page.getByRole('table', { name: 'بخش‌ها' });
  await expect(areas.getByRole('row')).toHaveCount(6);
  await expect(areas.getByRole('row', { name: /^quiz/ })).toContainText('Sara: exam week');
  await expect(page.locator('pre').first()).toContainText('health per release');
  await expectAccessibleOn(page, 'the ops page');
  await context.close();

  expect((await admin(site.origin, SARA_TOKEN, '/admin/areas/quiz/unlock', { reason: 'exams over' })).status).toBe(200);
  const { json } = await admin(site.origin, SARA_TOKEN, '/admin/areas/quiz/history');
  expect((json.history as { action: string; actor: string; reason?: string }[]).slice(0, 2)).toEqual([
    expect.objectContaining({ action: 'unlock', actor: 'Sara', reason: 'exams over' }),
    expect.objectContaining({ action: 'lock', actor: 'Sara', reason: 'exam week' }),
  ]);
});
