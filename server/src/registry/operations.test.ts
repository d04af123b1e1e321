import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FAKE_CHUNK, fakeDist, fakeOpsContext, fakeRoutes, memoryLog, writeRelease } from './release-fixtures.ts';
import { prepareDataDir } from './first-start.ts';
import { areaHistory, canary, OperationRefusedError, promote, rollback } from './operations.ts';
import { ReleaseRefusedError } from './release-check.ts';

const by = { actor: 'Sara (ops)' };
const fakeRoutesOf = (area: 'quiz') => fakeRoutes(area).routes;

/** A data dir seeded from a dist with quiz 1.0.0, plus builds published to the store later. */
async function seeded(env: Record<string, string> = {}) {
  const dist = fakeDist({ quiz: ['1.0.0'], blog: ['1.0.0'] });
  const ops = fakeOpsContext(dist, env);
  await prepareDataDir(ops.context, path.join(dist, 'releases'), memoryLog());
  const publish = async (version: string, options: Parameters<typeof writeRelease>[3] = {}) => {
    const folder = writeRelease(path.join(dist, 'next'), 'quiz', version, options);
    await ops.context.releases.publish('quiz', version, folder);
  };
  return { ...ops, dist, publish };
}

describe('promote', () => {
  it('makes a published version current with the integrity of its bytes and keeps the old one as previous', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0');
    const registry = await promote(context, 'quiz', '1.1.0', by);
    const quiz = registry.areas.quiz!;
    expect(quiz.current).toMatchObject({ version: '1.1.0', entry: '/releases/quiz/1.1.0/mf-manifest.json' });
    expect(quiz.current.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(quiz.past.map((old) => old.version)).toEqual(['1.0.0']);
    expect(quiz.changedBy).toBe('Sara (ops)');
  });

  it('records the chunks of every exposed module, so the shell fetches them beside the entry', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0');
    const registry = await promote(context, 'quiz', '1.1.0', by);
    expect(registry.areas.quiz!.current.chunks).toEqual({
      routes: [FAKE_CHUNK],
      QuizList: [FAKE_CHUNK],
      QuizRun: [FAKE_CHUNK],
    });
  });

  it('refuses a release whose manifest lists a chunk that is not a file beside its entry', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0', { chunks: [FAKE_CHUNK, '../blog/1.0.0/x.js', 'https://evil.example/x.js'] });
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(
      /manifest names chunks that are not files beside its entry: \.\.\/blog\/1\.0\.0\/x\.js, https:\/\/evil\.example\/x\.js/,
    );
  });

  it('refuses a release sharing a platform singleton the shell does not provide: it would run its own copy', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0', {
      shared: [
        { name: '@shared/router', version: '1.0.0', requiredVersion: '^1.0.0' },
        { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
      ],
    });
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(
      /react-dom\/client: the shell does not provide it, so the release would run a second copy/,
    );
  });

  it('refuses a manifest that points browsers off the allowed origins, or carries code to find its chunks', async () => {
    const { context, publish, dist } = await seeded();
    const folder = writeRelease(path.join(dist, 'probe'), 'quiz', '1.1.0');
    const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
      metaData: Record<string, unknown>;
    };
    manifest.metaData.publicPath = 'https://evil.example/';
    manifest.metaData.getPublicPath = 'return "https://evil.example/"';
    await publish('1.1.0', { manifest: JSON.stringify(manifest) });
    const refusal = promote(context, 'quiz', '1.1.0', by);
    await expect(refusal).rejects.toThrow(
      /metaData\.publicPath: https:\/\/evil\.example\/ is on https:\/\/evil\.example/,
    );
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(/metaData\.getPublicPath is code to run/);
    // Forms a browser reads as another origin too: a backslash for a slash, spaces around.
    for (const [version, publicPath] of [
      ['1.2.0', '/\\evil.example/'],
      ['1.3.0', '\t//evil.example/'],
    ] as const) {
      delete manifest.metaData.getPublicPath;
      manifest.metaData.publicPath = publicPath;
      manifest.metaData.buildInfo = { buildVersion: version, buildName: 'mf_quiz' };
      await publish(version, { manifest: JSON.stringify(manifest) });
      await expect(promote(context, 'quiz', version, by)).rejects.toThrow(/is on http:\/\/evil\.example/);
    }
  });

  it('refuses a version that was never published, naming the ones that were', async () => {
    const { context } = await seeded();
    await expect(promote(context, 'quiz', '9.9.9', by)).rejects.toThrow(
      /not in the release store.*publish it first.*Published: 1\.0\.0/s,
    );
  });

  it('refuses a release whose files changed after it was published, naming them (promote, canary and rollback)', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0');
    await publish('1.2.0');
    writeFileSync(path.join(context.releases.folder('quiz', '1.1.0'), 'mf-manifest.json'), '{"name": "mf_quiz", ');
    appendFileSync(path.join(context.releases.folder('quiz', '1.1.0'), FAKE_CHUNK), '/* changed */');
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(
      /its files changed after it was published \(121\.abcdef0123\.js, mf-manifest\.json\)/,
    );
    await expect(canary(context, 'quiz', '1.1.0', 10, by)).rejects.toThrow(/changed after it was published/);
    // A chunk, not only the entry: rollback to a release whose chunk changed is refused too.
    await promote(context, 'quiz', '1.2.0', by);
    await promote(context, 'quiz', '1.0.0', by);
    appendFileSync(path.join(context.releases.folder('quiz', '1.2.0'), FAKE_CHUNK), '/* changed */');
    await expect(rollback(context, 'quiz', by)).rejects.toThrow(
      /changed since it was promoted \(121\.abcdef0123\.js\)/,
    );
  });

  it('refuses a release that does not expose its route module and every page its routes name', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0', { exposes: ['QuizList', 'QuizPage'] });
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(
      /does not expose routes, QuizRun, which its routes\.json names/,
    );
  });

  it('refuses a release without a route table, or with one that is not valid', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0', { routes: null });
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(/it has no routes\.json/);
    await publish('1.2.0', {
      routes: {
        prefixes: ['/quiz'],
        routes: [{ path: '/exams', page: 'QuizList', layout: 'default', title: 'آزمون‌ها' }],
      },
    });
    await expect(promote(context, 'quiz', '1.2.0', by)).rejects.toThrow(/\/exams is under none of the area's prefixes/);
  });

  it('refuses a release whose prefix collides with another area’s or covers a page of the shell', async () => {
    const { context, publish } = await seeded();
    const table = { prefixes: ['/quiz', '/blog/quizzes', '/contactus'], routes: fakeRoutesOf('quiz') };
    await publish('1.1.0', { routes: table });
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(
      /prefix \/blog\/quizzes collides with \/blog of the blog area[\s\S]*prefix \/contactus covers the shell's page \/contactus/,
    );
    await expect(canary(context, 'quiz', '1.1.0', 10, by)).rejects.toThrow(/collides with \/blog/);
  });

  it('refuses a release that drops a page the site links to, and lets one drop a page nobody links to', async () => {
    const { context, publish } = await seeded();
    const runOnly = { prefixes: ['/quiz'], routes: fakeRoutesOf('quiz').filter((route) => route.page === 'QuizRun') };
    await publish('1.1.0', { routes: runOnly });
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(
      /no longer serves \/quiz, which the shell's menus link to/,
    );
    const listOnly = { prefixes: ['/quiz'], routes: fakeRoutesOf('quiz').filter((route) => route.page === 'QuizList') };
    await publish('1.2.0', { routes: listOnly, exposes: ['routes', 'QuizList'] });
    const registry = await promote(context, 'quiz', '1.2.0', by);
    expect(registry.areas.quiz?.current.routes?.routes.map((route) => route.path)).toEqual(['/quiz']);
  });

  it('refuses a release whose shared singletons do not fit the shell', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0', { shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }] });
    await expect(promote(context, 'quiz', '1.1.0', by)).rejects.toThrow(
      /react: the release requires \^20\.0\.0 but the shell provides 19\.3\.1/,
    );
  });

  it('refuses an entry on an origin that is not allowed, and lists every problem at once', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0', { exposes: [] });
    context.policy = { releasesBaseUrl: 'https://cdn.example.com/releases', allowedOrigins: [] };
    const promoting = promote(context, 'quiz', '1.1.0', by);
    await expect(promoting).rejects.toThrow(ReleaseRefusedError);
    await expect(promoting).rejects.toThrow(
      /does not expose[\s\S]*https:\/\/cdn\.example\.com.*not in RELEASE_ORIGINS/,
    );
  });

  it('accepts a CDN origin that is on the allowlist', async () => {
    const { context, publish } = await seeded({
      RELEASE_ORIGINS: 'https://cdn.example.com',
      RELEASES_BASE_URL: 'https://cdn.example.com/releases',
    });
    await publish('1.1.0');
    const registry = await promote(context, 'quiz', '1.1.0', by);
    expect(registry.areas.quiz?.current.entry).toBe('https://cdn.example.com/releases/quiz/1.1.0/mf-manifest.json');
  });

  it('refuses to promote the current version again', async () => {
    const { context } = await seeded();
    await expect(promote(context, 'quiz', '1.0.0', by)).rejects.toThrow(OperationRefusedError);
  });

  it('leaves a valid registry and a history with both when two promotes run at once', async () => {
    const { context, publish, settings } = await seeded();
    await publish('1.1.0');
    await publish('1.2.0');
    await Promise.all([promote(context, 'quiz', '1.1.0', by), promote(context, 'quiz', '1.2.0', { actor: 'Reza' })]);
    const registry = await context.registry.read();
    const promotes = areaHistory(registry, 'quiz').filter((entry) => entry.action === 'promote');
    expect(promotes.map((entry) => entry.version).sort()).toEqual(['1.1.0', '1.2.0']);
    expect(registry.revision).toBe(3);
    // The later one won and the earlier one is its rollback target.
    const [latest, earlier] = promotes;
    expect(registry.areas.quiz?.current.version).toBe(latest?.version);
    expect(registry.areas.quiz?.past[0]?.version).toBe(earlier?.version);
    expect(JSON.parse(readFileSync(path.join(settings.DATA_DIR, 'registry.json'), 'utf8')).revision).toBe(3);
  });
});

describe('rollback', () => {
  it('goes back to the previous version, and then to the one before it', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0');
    await publish('1.2.0');
    await promote(context, 'quiz', '1.1.0', by);
    await promote(context, 'quiz', '1.2.0', by);
    expect((await rollback(context, 'quiz', by)).areas.quiz?.current.version).toBe('1.1.0');
    expect((await rollback(context, 'quiz', by)).areas.quiz?.current.version).toBe('1.0.0');
    await expect(rollback(context, 'quiz', by)).rejects.toThrow(/no previous version to roll back to/);
  });

  it('refuses a previous version whose stored bytes changed since', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0');
    await promote(context, 'quiz', '1.1.0', by);
    appendFileSync(path.join(context.releases.folder('quiz', '1.0.0'), 'remoteEntry.js'), 'tampered');
    await expect(rollback(context, 'quiz', by)).rejects.toThrow(/stored bytes of quiz 1\.0\.0 changed/);
  });
});

describe('rollback that knows what its target did since it was last current', () => {
  /** quiz 1.0.0 seeded, then 1.1.0 promoted at 2030-01-01 (when 1.0.0 stopped being current), on a clock. */
  async function replaced() {
    const seed = await seeded();
    const { context, publish } = seed;
    let clock = new Date('2030-01-01T00:00:00.000Z');
    context.now = () => clock;
    const setClock = (at: string) => (clock = new Date(at));
    await publish('1.1.0');
    await promote(context, 'quiz', '1.1.0', by);
    const failed = (kind: 'load' | 'render' | 'hydration' | 'tamper', lastAt: string, count: number, reason: string) =>
      context.store.failures.add([
        { kind, area: 'quiz', version: '1.0.0', count, firstAt: lastAt, lastAt, lastReason: reason },
      ]);
    return { ...seed, failed, setClock };
  }

  it('refuses a target with failures since it stopped being current, naming kind, count and last reason', async () => {
    const { context, failed } = await replaced();
    await failed('load', '2030-01-02T00:00:00.000Z', 1234, 'integrity mismatch');
    await failed('render', '2030-01-03T00:00:00.000Z', 2, 'TypeError: boom\u202e');
    await failed('load', '2030-01-02T00:00:00.000Z', 1, 'chunk timed out'); // summed; the latest reason kept
    const refused = await rollback(context, 'quiz', by).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OperationRefusedError);
    const message = (refused as Error).message;
    expect(message).toMatch(/^بازگشت quiz به نسخهٔ 1\.0\.0 انجام نشد/);
    expect(message).toContain('شکست رندر در سرور: ۲ بار، آخرین علت: «TypeError: boom»');
    expect(message).toContain(
      'بارگذاری نشدن در مرورگر (گزارش مرورگرها، تأییدنشده): ۱٬۲۳۵ بار، آخرین علت: «chunk timed out»',
    );
    expect(message).toContain('--force');
    // The newest failure first; nothing changed.
    expect(message.indexOf('رندر')).toBeLessThan(message.indexOf('بارگذاری نشدن'));
    expect((await context.registry.read()).areas.quiz?.current.version).toBe('1.1.0');
  });

  it('rolls back with force, and the history entry says it was forced', async () => {
    const { context, failed } = await replaced();
    await failed('hydration', '2030-01-02T00:00:00.000Z', 3, 'text mismatch');
    const registry = await rollback(context, 'quiz', { ...by, force: true });
    expect(registry.areas.quiz?.current.version).toBe('1.0.0');
    expect(areaHistory(registry, 'quiz')[0]).toMatchObject({ action: 'rollback', version: '1.0.0', force: true });
  });

  it('does not count failures from before it was last current, nor from while it was', async () => {
    const { context, failed, publish, setClock } = await replaced();
    // 1.0.0's first time as current ends 2030-01-01; a failure after that, then it is current again.
    await failed('tamper', '2030-01-02T00:00:00.000Z', 1, 'changed: remoteEntry.js');
    setClock('2030-02-01T00:00:00.000Z');
    await rollback(context, 'quiz', { ...by, force: true });
    // While current again, a render failure; then 1.2.0 replaces it on 2030-03-01.
    await failed('render', '2030-02-15T00:00:00.000Z', 5, 'while current');
    await publish('1.2.0');
    setClock('2030-03-01T00:00:00.000Z');
    await promote(context, 'quiz', '1.2.0', by);
    const registry = await rollback(context, 'quiz', by);
    expect(registry.areas.quiz?.current.version).toBe('1.0.0');
    expect(areaHistory(registry, 'quiz')[0]).not.toHaveProperty('force');
  });

  it('ends a running canary whatever its current release did: nothing is rolled back to', async () => {
    const { context, failed, publish } = await replaced();
    await failed('load', '2030-01-02T00:00:00.000Z', 9, 'chunk failed');
    await publish('1.2.0');
    await canary(context, 'quiz', '1.2.0', 10, by);
    expect((await rollback(context, 'quiz', by)).areas.quiz?.canary).toBeUndefined();
  });
});

describe('canary', () => {
  it('serves a checked release to a share of browsers; rollback ends it and promote graduates it', async () => {
    const { context, publish } = await seeded();
    await publish('1.1.0');
    const started = await canary(context, 'quiz', '1.1.0', 25, by);
    expect(started.areas.quiz?.canary).toMatchObject({ percent: 25, release: { version: '1.1.0' } });
    expect(started.areas.quiz?.current.version).toBe('1.0.0');
    const ended = await rollback(context, 'quiz', by);
    expect(ended.areas.quiz?.canary).toBeUndefined();
    expect(ended.areas.quiz?.current.version).toBe('1.0.0');
    await canary(context, 'quiz', '1.1.0', 50, by);
    const promoted = await promote(context, 'quiz', '1.1.0', by);
    expect(promoted.areas.quiz?.canary).toBeUndefined();
    expect(promoted.areas.quiz?.current.version).toBe('1.1.0');
    expect(areaHistory(promoted, 'quiz').map((entry) => entry.action)).toEqual([
      'promote',
      'canary',
      'canary-end',
      'canary',
      'seed',
    ]);
  });

  it('refuses a share outside 1–99 and an unchecked release', async () => {
    const { context, publish } = await seeded();
    await expect(canary(context, 'quiz', '1.0.0', 100, by)).rejects.toThrow(/1 to 99/);
    await publish('1.1.0', { exposes: ['QuizList'] });
    await expect(canary(context, 'quiz', '1.1.0', 10, by)).rejects.toThrow(/does not expose routes, QuizRun/);
  });
});
