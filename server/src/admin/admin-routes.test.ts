import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { withFileLock } from '../registry/file-lock.ts';
import { prepareDataDir } from '../registry/first-start.ts';
import { RegistryStore } from '../registry/registry-store.ts';
import { fakeDist, fakeOpsContext, memoryLog, THROWING_PAGE, writeRelease } from '../registry/release-fixtures.ts';
import { adminRoutes } from './admin-routes.ts';

const TOKEN = 'correct-horse-battery-staple';

describe('admin API', () => {
  let app: FastifyInstance;
  let publish: (version: string, options?: Parameters<typeof writeRelease>[3]) => Promise<unknown>;
  let context: ReturnType<typeof fakeOpsContext>['context'];

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] }, { shellNodeBuild: true });
    const made = fakeOpsContext(dist, { ADMIN_TOKEN: TOKEN });
    const settings = made.settings;
    context = made.context;
    app = await buildServer({ settings, apiBaseUrl: 'http://127.0.0.1:9/api' });
    publish = (version, options) =>
      context.releases.publish('quiz', version, writeRelease(path.join(dist, 'next'), 'quiz', version, options));
  });

  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, token: string | null = TOKEN) =>
    app.inject({
      method,
      url,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  it('refuses requests without the token or with a wrong one', async () => {
    const missing = await call('GET', '/admin/status', undefined, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toContain('Bearer');
    expect((await call('GET', '/admin/status', undefined, 'correct-horse-battery-stapl')).statusCode).toBe(401);
    expect((await call('POST', '/admin/areas/quiz/rollback', { actor: 'x' }, null)).statusCode).toBe(401);
    expect((await call('GET', '/admin/nothing-here', undefined, null)).statusCode).toBe(401);
  });

  it('reports status: current version, who set it and what is published', async () => {
    const response = await call('GET', '/admin/status');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const quiz = response.json().areas.find((area: { area: string }) => area.area === 'quiz');
    expect(quiz).toMatchObject({
      current: '1.0.0',
      published: ['1.0.0'],
      changedBy: expect.stringContaining('first start'),
    });
  });

  it('promotes, canaries, rolls back and keeps the history, with the actor', async () => {
    await publish('1.1.0');
    const promoted = await call('POST', '/admin/areas/quiz/promote', { version: '1.1.0', actor: 'Nima via API' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      area: 'quiz',
      state: { current: { version: '1.1.0' }, changedBy: 'Nima via API' },
      // The smoke test ran first, in the server's process: its text and every route's result.
      smoke: { text: expect.stringMatching(/^آزمون دود quiz 1\.1\.0: ۱ صفحه/), report: { routes: expect.any(Array) } },
    });

    const revision = promoted.json().revision as number;
    const stale = await call('POST', '/admin/areas/quiz/canary', {
      version: '1.0.0',
      percent: 10,
      actor: 'x',
      expectedRevision: revision - 1,
    });
    expect(stale.statusCode).toBe(409);
    const started = await call('POST', '/admin/areas/quiz/canary', {
      version: '1.0.0',
      percent: 10,
      actor: 'x',
      expectedRevision: revision,
    });
    expect(started.json().state.canary).toMatchObject({ percent: 10 });

    expect((await call('POST', '/admin/areas/quiz/rollback', { actor: 'Nima' })).json().state.canary).toBeUndefined();
    const rolledBack = await call('POST', '/admin/areas/quiz/rollback', { actor: 'Nima' });
    expect(rolledBack.json().state.current.version).toBe('1.0.0');

    const history = await call('GET', '/admin/areas/quiz/history');
    expect(history.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      'rollback',
      'canary-end',
      'canary',
      'promote',
      'seed',
    ]);
  });

  it('refuses a rollback to a release that failed since it was current (422, Persian), unless force: true', async () => {
    await publish('1.3.0');
    await call('POST', '/admin/areas/quiz/promote', { version: '1.3.0', actor: 'x' });
    const lastAt = new Date(Date.now() + 60_000).toISOString();
    await context.store.failures.add([
      { kind: 'load', area: 'quiz', version: '1.0.0', count: 2, firstAt: lastAt, lastAt, lastReason: 'integrity' },
    ]);
    const refused = await call('POST', '/admin/areas/quiz/rollback', { actor: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      /^بازگشت quiz به نسخهٔ 1\.0\.0 انجام نشد[\s\S]*۲ بار، آخرین علت: «integrity»/,
    );
    expect((await call('POST', '/admin/areas/quiz/rollback', { actor: 'x', force: 'yes' })).statusCode).toBe(400);
    const forced = await call('POST', '/admin/areas/quiz/rollback', { actor: 'x', force: true });
    expect(forced.json().state.current.version).toBe('1.0.0');
    const history = await call('GET', '/admin/areas/quiz/history');
    expect(history.json().history[0]).toMatchObject({ action: 'rollback', version: '1.0.0', force: true });
  });

  it('refuses an unchecked release with the reasons, and a malformed request with what is wrong', async () => {
    await publish('1.2.0', { exposes: ['QuizList'] });
    const refused = await call('POST', '/admin/areas/quiz/promote', { version: '1.2.0', actor: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/Refused quiz 1\.2\.0:[\s\S]*does not expose routes, QuizRun/);
    const noActor = await call('POST', '/admin/areas/quiz/promote', { version: '1.2.0' });
    expect(noActor.statusCode).toBe(400);
    expect(noActor.json().message).toContain('actor');
    expect((await call('POST', '/admin/areas/chat/rollback', { actor: 'x' })).statusCode).toBe(400);
  });

  it('refuses a release whose page throws on the server (422, the route named); skipSmoke overrides', async () => {
    await publish('1.4.0', { serverPages: { QuizList: THROWING_PAGE } });
    const refused = await call('POST', '/admin/areas/quiz/canary', { version: '1.4.0', percent: 5, actor: 'Nima' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(
      /^quiz 1\.4\.0 پذیرفته نشد: در آزمون دود ۱ صفحه روی سرور شکست[^]*✗ \/quiz: /,
    );
    const skipped = { version: '1.4.0', percent: 5, actor: 'Nima', skipSmoke: true };
    const started = await call('POST', '/admin/areas/quiz/canary', skipped);
    expect(started.statusCode).toBe(200);
    expect(started.json().smoke.text).toContain('--skip-smoke');
    expect((await call('POST', '/admin/areas/quiz/rollback', { actor: 'Nima' })).statusCode).toBe(200);
  });
});

describe('admin status from a rendering server', () => {
  it('lists the open circuit breakers the server names, asked at each request, and the failures by kind', async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] });
    const { context } = fakeOpsContext(dist);
    await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
    const failure = { count: 2, firstAt: 'a', lastAt: 'b', lastReason: 'boom' };
    writeFileSync(
      context.paths.loadReportsFile,
      JSON.stringify([
        { ...failure, kind: 'render', area: 'quiz', version: '1.0.0' },
        { ...failure, kind: 'render', area: 'shell', version: 'shell' },
      ]),
    );
    let open = ['quiz@1.0.0'];
    const app = Fastify();
    await adminRoutes(app, {
      context,
      failures: context.paths.loadReportsFile,
      people: [{ name: 'ADMIN_TOKEN', token: TOKEN, shared: true }],
      openBreakers: () => open,
    });
    const status = async () =>
      (await app.inject({ url: '/admin/status', headers: { authorization: `Bearer ${TOKEN}` } })).json();
    const first = await status();
    expect(first.openBreakers).toEqual(['quiz@1.0.0']);
    expect(first.areas[1]).toMatchObject({ loadFailures: [], renderFailures: [{ version: '1.0.0', count: 2 }] });
    expect(first.shell.renderFailures).toEqual([expect.objectContaining({ version: 'shell' })]);
    open = [];
    expect((await status()).openBreakers).toEqual([]);
    await app.close();
  });
});

describe('admin API and health with a damaged registry or a busy lock', () => {
  it('keeps answering from the last good registry, says so in /healthz, and never shows a path', async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] });
    const { settings, context } = fakeOpsContext(dist, { ADMIN_TOKEN: TOKEN });
    const app = await buildServer({ settings, apiBaseUrl: 'http://127.0.0.1:9/api' });
    try {
      for (const damage of ['{"revision": 1, "areas": {"qu', 'null', '']) {
        if (damage) writeFileSync(context.paths.registryFile, damage);
        else rmSync(context.paths.registryFile);
        const remotes = await app.inject({ url: '/remotes.json' });
        expect(remotes.statusCode).toBe(200);
        expect(remotes.json().areas.quiz).toBeDefined();
        const status = await app.inject({ url: '/admin/status', headers: { authorization: `Bearer ${TOKEN}` } });
        expect(status.statusCode).toBe(200);
        expect(status.json().registryFile).toMatchObject({ damaged: true, served: { revision: 1 } });
        const health = await app.inject({ url: '/healthz' });
        expect(health.statusCode).toBe(200);
        expect(health.json()).toMatchObject({ ok: true, status: 'degraded', registry: { servedRevision: 1 } });
        const promote = await call('POST', '/admin/areas/quiz/rollback', { actor: 'x' });
        expect(promote.statusCode).toBe(503);
        expect(promote.json().message).toMatch(/پروندهٔ رجیستری/);
        for (const answer of [remotes, status, health, promote]) expect(answer.body).not.toContain(settings.DATA_DIR);
      }
    } finally {
      await app.close();
    }

    function call(method: 'POST', url: string, body: object) {
      return app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}` }, payload: body });
    }
  });

  it('answers 503 with a Persian reason when another change holds the lock, not 500', async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] });
    const { context } = fakeOpsContext(dist);
    await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
    const timing = { staleMs: 2_000, updateMs: 1_000, waitMs: 1_000 };
    const busy = { ...context, registry: new RegistryStore(context.paths.registryFile, timing) };
    const app = Fastify();
    await adminRoutes(app, {
      context: busy,
      failures: context.paths.loadReportsFile,
      people: [{ name: 'ADMIN_TOKEN', token: TOKEN, shared: true }],
    });
    let finish!: () => void;
    const held = withFileLock(context.paths.registryFile, () => new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await app.inject({
      method: 'POST',
      url: '/admin/areas/quiz/rollback',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { actor: 'x' },
    });
    finish();
    await held;
    await app.close();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toMatch(/تغییر دیگری در همین لحظه در حال انجام است/);
  }, 15_000);
});
