import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../../app.ts';
import { runOps } from '../../ops/cli.ts';
import { fakeDist, writeRelease } from '../../registry/release-fixtures.ts';
import { parseSettings } from '../../settings.ts';
import { promoteQuiz, within } from '../store-fixtures.ts';
import { StoreUnreachableError } from '../store-unreachable.ts';
import { PostgresSiteStore } from './postgres-store.ts';
import { RegistryFollower } from './registry-follower.ts';
import { postgresSuite } from './postgres-suite.ts';

const quietLog = { info: () => undefined, warn: () => undefined };

const { cluster, newDatabase, tempDir, removeAfter } = postgresSuite();

describe('a server on PostgreSQL', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('learns a CLI change at once, keeps serving while PostgreSQL is down, says degraded, and resumes by itself', async () => {
    const url = await newDatabase();
    const dist = fakeDist({ quiz: ['1.0.0'] });
    removeAfter(dist);
    const env = {
      DIST_DIR: dist,
      DATA_DIR: tempDir('data-outage-'),
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      OPS_ACTOR: 'outage test',
      ADMIN_TOKEN: 'outage-test-admin-token',
    };
    app = await buildServer({ settings: parseSettings(env, '/unused'), apiBaseUrl: 'http://127.0.0.1:9/api' });
    const server = app;
    const root = tempDir('repo-');
    mkdirSync(path.join(root, 'mf-quiz'));
    writeFileSync(path.join(root, 'mf-quiz', 'package.json'), JSON.stringify({ name: 'mf-quiz', version: '1.1.0' }));
    for (const version of ['1.1.0', '1.2.0']) {
      writeRelease(path.join(dist, 'releases'), 'quiz', version);
      await runOps(['publish', 'quiz', version], env, root);
    }
    const serves = (version: string) => async () =>
      (await server.inject({ url: '/remotes.json' })).body.includes(`/releases/quiz/${version}/mf-manifest.json`);
    const health = async () => (await server.inject({ url: '/healthz' })).json<Record<string, unknown>>();

    await runOps(['promote', 'quiz', '1.1.0', '--skip-smoke'], env, root);
    expect(await within(1_000, serves('1.1.0'))).toBeLessThan(1_000);
    expect(await health()).toEqual({ ok: true, status: 'ok' });

    await cluster().pause();
    await within(2_000, async () => (await health()).status === 'degraded');
    const degraded = await server.inject({ url: '/healthz' });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toEqual({
      ok: true,
      status: 'degraded',
      registry: { problem: 'store-unreachable', since: expect.any(String), servedRevision: 2, servedFrom: 'memory' },
    });
    const remotes = await server.inject({ url: '/remotes.json' });
    expect(remotes.statusCode).toBe(200);
    expect(remotes.body).toContain('/releases/quiz/1.1.0/mf-manifest.json');

    // So does the admin API: 503 with Retry-After, never a 500 or an English client error.
    const authorization = `Bearer ${env.ADMIN_TOKEN}`;
    for (const request of [
      { method: 'GET' as const, url: '/admin/status' },
      {
        method: 'POST' as const,
        url: '/admin/areas/quiz/promote',
        payload: { actor: 'Mina', version: '1.2.0', skipSmoke: true },
      },
    ]) {
      const answer = await server.inject({ ...request, headers: { authorization } });
      expect({ url: request.url, status: answer.statusCode, retryAfter: answer.headers['retry-after'] }).toEqual({
        url: request.url,
        status: 503,
        retryAfter: '5',
      });
      expect(answer.json<{ message: string }>().message).toMatch(/^پایگاه دادهٔ سایت .* در دسترس نیست/);
    }

    // The CLI says so in Persian, naming no address or client error.
    const refused = await runOps(['promote', 'quiz', '1.2.0', '--skip-smoke'], env, root).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(StoreUnreachableError);
    expect((refused as Error).message).toMatch(/^پایگاه دادهٔ سایت/);
    expect((refused as Error).message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect/);

    // A server that starts meanwhile refuses to start, with the same message.
    const starting = buildServer({
      settings: parseSettings({ ...env, DATA_DIR: tempDir('data-outage-') }, '/unused'),
      apiBaseUrl: 'http://127.0.0.1:9/api',
    });
    await expect(starting).rejects.toThrow(StoreUnreachableError);

    await cluster().start();
    await within(6_000, async () => (await health()).status === 'ok');
    await runOps(['promote', 'quiz', '1.2.0', '--skip-smoke'], env, root);
    expect(await within(1_000, serves('1.2.0'))).toBeLessThan(1_000);
  }, 60_000);
});

describe('RegistryFollower', () => {
  it('reads what it missed while its listening connection was down once it reconnects', async () => {
    const url = await newDatabase();
    const store = new PostgresSiteStore(url);
    const other = new PostgresSiteStore(url);
    // A first retry far enough away that the change below surely lands while nobody listens.
    const follower = new RegistryFollower(store, quietLog, { firstMs: 500, maxMs: 500 });
    try {
      await store.ready();
      await store.registry.create(async () => ({ revision: 0, areas: {}, history: [] }));
      await follower.start();
      await other.registry.update(promoteQuiz('1.1.0'));
      await within(1_000, async () => (await follower.read()).revision === 1);

      // The listening connection is cut (as a restart or a network fault would), then a change is made
      // before the follower's first retry: no notification reaches it.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %'`,
        );
        expect(rows).toHaveLength(1);
      } finally {
        await admin.end();
      }
      await other.registry.update(promoteQuiz('1.2.0'));
      await within(300, async () => (await follower.health()).damaged);
      expect((await follower.read()).revision).toBe(1); // served from memory, no notification heard
      await within(2_000, async () => (await follower.read()).revision === 2);
      expect((await follower.read()).areas.quiz?.current.version).toBe('1.2.0');
      expect(await follower.health()).toEqual({ damaged: false });
    } finally {
      await follower.stop();
      await Promise.all([store.close(), other.close()]);
    }
  }, 30_000);
});
