import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOAD_FAILURE_REPORT_PATH } from '@shared/registry';
import type { StatusReport } from '../server/src/registry/status.ts';
import { visitQuiz } from './support/ops-helpers.ts';
import { runOpsCli } from './support/ops-cli.ts';
import { remotesServe, rendersQuiz, whenEach } from './support/release-served.ts';
import { currentQuizVersion, sharedSecondQuizRelease } from './support/second-release.ts';
import { holdsRelease, startSharedStoreSites, type SharedStoreSites } from './support/shared-store-sites.ts';

/**
 * Many site servers, one truth: a throwaway PostgreSQL, one dev API, and two site servers with
 * DATA_DIRs of their own, sharing only DATABASE_URL and API_BASE_URL, as two servers behind a load balancer.
 * A second quiz release is published and promoted with the ops CLI, which talks to the database alone (its
 * DATA_DIR is a third folder): every file a server serves or renders with came through PostgreSQL. The
 * config's own server is not used.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const TOKEN = 'two-servers-admin-token-0123456789';
/** The acceptance: a change is served by every server within this of its commit. */
const WITHIN_MS = 1_000;
/** A browser in a 50 % canary (cohorts below 50), and one outside it. */
const IN_CANARY = 10;
const OUTSIDE = 90;

// Made in beforeAll, not when the file loads: Playwright also loads it in processes that run no hook.
let workDir: string | undefined;
const first = currentQuizVersion();
let second: string;
/** Where the second release was built: the bytes every server must serve. */
let builtReleases: string;
let starting: Promise<SharedStoreSites> | undefined;
let sites: SharedStoreSites;
let origins: string[];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'two-servers-e2e-'));
  workDir = dir;
  // The second release's build and the servers' start overlap: both mostly wait on other processes.
  starting = startSharedStoreSites(dir, { count: 2, env: { ADMIN_TOKEN: TOKEN } });
  const [built] = await Promise.all([sharedSecondQuizRelease(), starting]);
  sites = await starting;
  origins = sites.servers.map((server) => server.origin);
  second = built.version;
  builtReleases = built.releasesDir;
  const published = await runOpsCli(['publish', 'quiz', second, '--from', built.releasesDir], sites.opsEnv);
  expect(published.stderr).toBe('');
  expect(published.stdout).toContain(`published quiz ${second}`);
  // The publish rings every server, which fetches the release into its own cache before any promote.
  await expect
    .poll(() => sites.servers.map((server) => holdsRelease(server, 'quiz', second)), { timeout: 20_000 })
    .toEqual([true, true]);
  // Each server renders the quiz page once before anything is measured: a first render loads the shell's
  // Node build and meets a cold API, which is start-up, not a change reaching the server.
  await whenEach(origins, serves(first), { withinMs: 30_000, everyMs: 200 });
});

test.afterAll(async () => {
  await (await starting?.catch(() => undefined))?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Whether a server gives a browser of `cohort` this quiz release, in /remotes.json and rendered. */
const serves = (version: string, cohort?: number) => async (origin: string) =>
  (await remotesServe(origin, version, cohort)) && (await rendersQuiz(origin, version === second, cohort));

/**
 * Promotes with the CLI and measures, per server, the time from the change (its history time, taken inside
 * the transaction, so a little before the commit) until the server serves it in /remotes.json and in its
 * rendered HTML. Printed, and held to the acceptance's second.
 */
async function promoteAndMeasure(request: APIRequestContext, version: string, label: string): Promise<void> {
  const promoted = await runOpsCli(['promote', 'quiz', version], sites.opsEnv);
  expect(promoted.stdout).toContain(`quiz: current ${version}`);
  const [listedAt, servedAt] = await Promise.all([
    whenEach(origins, (origin) => remotesServe(origin, version), { withinMs: 10_000 }),
    whenEach(origins, serves(version), { withinMs: 10_000 }),
  ]);
  const status = (await (
    await request.get(`${origins[0]}/admin/status`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).json()) as StatusReport;
  const changedAt = Date.parse(status.areas.find((area) => area.area === 'quiz')!.changedAt!);
  const since = (times: number[]) =>
    times.map((time, index) => `server ${index + 1} ${time - changedAt} ms`).join(', ');
  console.log(
    `${label}, quiz ${version} after its promote: in /remotes.json ${since(listedAt)}; ` +
      `rendered too ${since(servedAt)}`,
  );
  for (const time of servedAt) expect(time - changedAt).toBeLessThan(WITHIN_MS);
}

test('a CLI promote reaches both servers within 1 s, in /remotes.json and in their server-rendered HTML', async ({
  request,
}) => {
  await promoteAndMeasure(request, second, 'first promote');
});

test('a server that never received the publish gives a browser the release, byte for byte, from its own files', async ({
  browser,
  request,
}) => {
  const elsewhere = sites.servers[1]!.origin;
  const visit = await visitQuiz(browser, elsewhere);
  expect(visit.shown).toBe('second');
  expect(visit.notice).toBe(false);
  expect(visit.releaseRequests).toContain(`/releases/quiz/${second}/remoteEntry.js`);
  expect([...visit.origins]).toEqual([elsewhere]);
  await visit.close();
  // Byte for byte what was built, from either server.
  const built = readFileSync(path.join(builtReleases, 'quiz', second, 'remoteEntry.js'));
  for (const origin of origins) {
    const served = await request.get(`${origin}/releases/quiz/${second}/remoteEntry.js`);
    expect(Buffer.compare(await served.body(), built)).toBe(0);
  }
});

test('a canary cohort gets the same release on both servers', async () => {
  expect((await runOpsCli(['canary', 'quiz', first, '50'], sites.opsEnv)).code).toBe(0);
  // Each cohort, on each server, in /remotes.json and in the rendered page.
  await whenEach(origins, serves(first, IN_CANARY), { withinMs: 5_000 });
  await whenEach(origins, serves(second, OUTSIDE), { withinMs: 5_000 });
});

test('failure reports sent to each server add up in ops status', async ({ request }) => {
  const report = { area: 'quiz', version: second, reason: 'two-servers e2e' };
  const sent = [3, 1].flatMap((count, index) =>
    Array.from({ length: count }, () => request.post(`${origins[index]}${LOAD_FAILURE_REPORT_PATH}`, { data: report })),
  );
  for (const response of await Promise.all(sent)) expect(response.status()).toBe(204);
  // Each server flushes what it counted within half a second; the CLI reads the sum from the database.
  await expect
    .poll(
      async () => {
        const status = JSON.parse((await runOpsCli(['status', '--json'], sites.opsEnv)).stdout) as StatusReport;
        return status.areas.find((area) => area.area === 'quiz')?.loadFailures.map((failure) => failure.count);
      },
      { intervals: [500, 1_000], timeout: 15_000 },
    )
    .toEqual([4]);
});

test('with PostgreSQL stopped both keep serving and rendering and say degraded; once back, the next promote reaches both', async ({
  request,
}) => {
  await sites.cluster.pause();
  try {
    await expect
      .poll(async () => Promise.all(origins.map(async (origin) => (await request.get(`${origin}/healthz`)).json())), {
        timeout: 10_000,
      })
      .toEqual(
        origins.map(() =>
          expect.objectContaining({
            ok: true,
            status: 'degraded',
            registry: expect.objectContaining({ problem: 'store-unreachable' }),
          }),
        ),
      );
    // Both cohorts, on both servers, still as the last registry they read says.
    for (const [version, cohort] of [
      [first, IN_CANARY],
      [second, OUTSIDE],
    ] as const) {
      for (const origin of origins)
        expect([origin, cohort, await serves(version, cohort)(origin)]).toEqual([origin, cohort, true]);
    }
  } finally {
    await sites.cluster.start();
  }
  await expect
    .poll(
      async () =>
        Promise.all(origins.map(async (origin) => (await (await request.get(`${origin}/healthz`)).json()).status)),
      {
        timeout: 15_000,
      },
    )
    .toEqual(['ok', 'ok']);
  await promoteAndMeasure(request, first, 'after the outage');
});
