import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDevApi } from 'dev-api';
import type { AreaRouteTableInput } from '@shared/registry';
import { prepareDataDir } from './first-start.ts';
import { canary, promote } from './operations.ts';
import {
  FALLBACK_PAGE,
  fakeDist,
  fakeOpsContext,
  memoryLog,
  THROWING_PAGE,
  writeRelease,
  type FakeRelease,
} from './release-fixtures.ts';
import { createSmokeGate } from './smoke-gate.ts';

/** Quiz pages: the list, a quiz's page and its start page (real slugs), a guarded run. */
const QUIZ_ROUTES: AreaRouteTableInput = {
  prefixes: ['/quiz'],
  routes: [
    { path: '/quiz', page: 'QuizList', layout: 'default', title: 'آزمون‌ها' },
    { path: '/quiz/:slug', page: 'QuizPage', layout: 'default', title: 'آزمون' },
    { path: '/quiz/:slug/start', page: 'QuizStart', layout: 'default', title: 'شروع آزمون' },
    { path: '/quiz/run/:code', page: 'QuizRun', layout: 'course', guard: 'auth', title: 'آزمون' },
  ],
};

/** Nothing listens there: an API that does not answer. */
const NO_API = 'http://127.0.0.1:9/api';

/** A data dir seeded with quiz 1.0.0, promote and canary running the smoke test against `apiBase`. */
async function seeded(apiBase: () => Promise<string>) {
  const dist = fakeDist({ quiz: ['1.0.0'] }, { shellNodeBuild: true });
  const { context } = fakeOpsContext(dist);
  await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
  const smoke = createSmokeGate({
    shellDir: path.join(dist, 'shell'),
    releaseFolder: (area, version) => context.releases.folder(area, version),
    apiBase,
    routeTimeoutMs: 2_000,
  });
  const publish = async (version: string, options: FakeRelease = {}) => {
    const folder = writeRelease(path.join(dist, 'next'), 'quiz', version, options);
    await context.releases.publish('quiz', version, folder);
  };
  return { context: { ...context, smoke }, publish };
}

/** What promote said, or why it refused. */
async function attempt(run: (onSmoke: (text: string) => void) => Promise<unknown>) {
  const said: string[] = [];
  try {
    await run((text) => said.push(text));
    return { promoted: true, text: said.join('\n') };
  } catch (error) {
    return { promoted: false, text: (error as Error).message };
  }
}

describe('the smoke test of promote and canary (fake releases, the fake shell)', () => {
  it('refuses a release whose page throws on the server, naming the route; the current release stays', async () => {
    const { context, publish } = await seeded(async () => NO_API);
    await publish('1.1.0', { serverPages: { QuizList: THROWING_PAGE } });
    const result = await attempt((onSmoke) => promote(context, 'quiz', '1.1.0', { actor: 'Sara', onSmoke }));
    expect(result.promoted).toBe(false);
    expect(result.text).toMatch(/^quiz 1\.1\.0 پذیرفته نشد: در آزمون دود ۱ صفحه روی سرور شکست/);
    expect(result.text).toContain(
      "✗ /quiz: روی سرور شکست؛ خطای صفحه: Cannot read properties of undefined (reading 'title')",
    );
    expect(result.text).toContain('--skip-smoke');
    expect((await context.registry.read()).areas.quiz!.current.version).toBe('1.0.0');
  });

  it('refuses a release whose page answers the area fallback, at canary too', async () => {
    const { context, publish } = await seeded(async () => NO_API);
    await publish('1.1.0', { serverPages: { QuizList: FALLBACK_PAGE } });
    const result = await attempt((onSmoke) => canary(context, 'quiz', '1.1.0', 10, { actor: 'Sara', onSmoke }));
    expect(result.promoted).toBe(false);
    expect(result.text).toMatch(/✗ \/quiz: .*area fallback/);
    expect((await context.registry.read()).areas.quiz!.canary).toBeUndefined();
  });

  it('promotes a healthy release, saying what it rendered, what it skipped and how long it took', async () => {
    const { context, publish } = await seeded(async () => NO_API);
    await publish('1.1.0');
    const result = await attempt((onSmoke) => promote(context, 'quiz', '1.1.0', { actor: 'Sara', onSmoke }));
    expect(result).toMatchObject({ promoted: true });
    expect(result.text).toMatch(
      /^آزمون دود quiz 1\.1\.0: ۱ صفحه روی سرور درست ساخته شد، ۱ صفحه آزموده نشد؛ در [۰-۹٫]+ (میلی‌)?ثانیه/,
    );
    expect(result.text).toMatch(/✓ \/quiz: پاسخ ۲۰۰، [۰-۹]+ میلی‌ثانیه/);
    expect(result.text).toContain('– /quiz/run/:code: آزموده نشد، پشت ورود است');
    expect((await context.registry.read()).areas.quiz!.current.version).toBe('1.1.0');
  });

  it('says so in Persian and refuses when the API does not answer for real parameters, unless skipped', async () => {
    const { context, publish } = await seeded(async () => NO_API);
    await publish('1.1.0', { routes: QUIZ_ROUTES });
    const refused = await attempt((onSmoke) => promote(context, 'quiz', '1.1.0', { actor: 'Sara', onSmoke }));
    expect(refused.promoted).toBe(false);
    expect(refused.text).toMatch(/^quiz 1\.1\.0 پذیرفته نشد: آزمون دود انجام نشد؛ API پاسخ نداد/);
    expect(refused.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|fetch failed/);
    const skipped = await attempt((onSmoke) =>
      promote(context, 'quiz', '1.1.0', { actor: 'Sara', skipSmoke: true, onSmoke }),
    );
    expect(skipped).toEqual({ promoted: true, text: 'آزمون دود quiz 1.1.0 به خواست شما (--skip-smoke) انجام نشد.' });
  });

  describe('with real parameters from the dev API', () => {
    let api: Awaited<ReturnType<typeof startDevApi>>;
    beforeAll(async () => {
      api = await startDevApi(0, { dataDir: mkdtempSync(path.join(tmpdir(), 'smoke-api-')), log: () => undefined });
    });
    afterAll(() => api.app.close());

    it("renders a quiz's pages with a real slug and names the page that throws with the address tried", async () => {
      const { context, publish } = await seeded(async () => api.baseUrl);
      await publish('1.1.0', { routes: QUIZ_ROUTES, serverPages: { QuizStart: THROWING_PAGE } });
      const result = await attempt((onSmoke) => promote(context, 'quiz', '1.1.0', { actor: 'Sara', onSmoke }));
      expect(result.promoted).toBe(false);
      const [, slug] = /✗ \/quiz\/:slug\/start \(آزموده با \/quiz\/([^/]+)\/start\)/.exec(result.text) ?? [];
      expect(slug).toBeDefined();
      // The slug is a real quiz's: the sitemap's quizzes list it.
      const list = (await (await fetch(`${api.baseUrl}/front/course/quiz/list?page=1&per_page=2`)).json()) as {
        data: { slug: string }[];
      };
      expect(list.data.map((quiz) => encodeURIComponent(quiz.slug))).toContain(slug);
      expect(result.text).not.toMatch(/✗ \/quiz\/:slug \(/);

      await publish('1.2.0', { routes: QUIZ_ROUTES });
      const healthy = await attempt((onSmoke) => promote(context, 'quiz', '1.2.0', { actor: 'Sara', onSmoke }));
      expect(healthy.promoted).toBe(true);
      expect(healthy.text).toMatch(/✓ \/quiz\/:slug \(آزموده با \/quiz\/[^)]+\): پاسخ ۲۰۰/);
      expect(healthy.text).toMatch(/✓ \/quiz\/:slug\/start \(آزموده با \/quiz\/[^)]+\/start\): پاسخ ۲۰۰/);
    });
  });
});
