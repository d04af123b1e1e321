import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../app.ts';
import { runOps } from '../../ops/cli.ts';
import { fakeDist } from '../../registry/release-fixtures.ts';
import { parseSettings } from '../../settings.ts';
import { within } from '../store-fixtures.ts';
import { PostgresSiteStore } from './postgres-store.ts';
import { RegistryFollower } from './registry-follower.ts';
import { postgresSuite } from './postgres-suite.ts';

const { newDatabase, tempDir, removeAfter } = postgresSuite();

describe('shared settings on PostgreSQL', () => {
  const servers: FastifyInstance[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it("are seeded by the first server, win over another server's environment, and change on every server at once", async () => {
    const url = await newDatabase();
    const dist = fakeDist({ quiz: ['1.0.0'] });
    removeAfter(dist);
    const base = { DIST_DIR: dist, DATABASE_URL: url, LOG_LEVEL: 'warn', OPS_ACTOR: 'settings test' };
    const start = async (env: Record<string, string>) => {
      const warnings: string[] = [];
      const server = await buildServer({
        settings: parseSettings({ ...base, DATA_DIR: tempDir('data-settings-'), ...env }, '/unused'),
        apiBaseUrl: 'http://127.0.0.1:9/api',
        logStream: { write: (line) => warnings.push((JSON.parse(line) as { msg: string }).msg) },
      });
      servers.push(server);
      return { server, warnings };
    };
    const origins = async (server: FastifyInstance) =>
      (await server.inject({ url: '/remotes.json' })).json<{ origins: string[] }>().origins;
    const csp = async (server: FastifyInstance) =>
      String((await server.inject({ url: '/remotes.json' })).headers['content-security-policy']);
    const ops = (...argv: string[]) => runOps(argv, { ...base, DATA_DIR: tempDir('data-cli-') }, tempDir('repo-'));

    const first = await start({
      RELEASE_ORIGINS: 'https://cdn-a.example',
      RELEASES_BASE_URL: 'https://cdn-a.example/releases',
    });
    expect(first.warnings).toEqual([]);
    expect(JSON.parse(await ops('settings', '--json'))).toEqual({
      source: 'store',
      releaseOrigins: ['https://cdn-a.example'],
      releasesBaseUrl: 'https://cdn-a.example/releases',
    });

    // Started without them: warned once per setting, serving with the stored ones.
    const second = await start({});
    expect(second.warnings).toEqual([
      expect.stringMatching(
        /^RELEASE_ORIGINS in this server's environment \(\(none\)\) differs .*\(https:\/\/cdn-a\.example\)/,
      ),
      expect.stringMatching(/^RELEASES_BASE_URL in this server's environment \(\/releases\) differs/),
    ]);
    expect(await origins(second.server)).toEqual(['https://cdn-a.example']);
    expect(await csp(second.server)).toContain("script-src 'self' https://cdn-a.example;");

    const refused = await ops('settings', 'set', '--release-origins', 'https://cdn-b.example').catch((e: Error) => e);
    expect((refused as Error).message).toMatch(
      /^مبدأ نشانی انتشارها \(https:\/\/cdn-a\.example\) در RELEASE_ORIGINS نیست/,
    );
    expect(
      await ops(
        'settings',
        'set',
        '--release-origins',
        'https://cdn-a.example,https://cdn-b.example',
        '--releases-base-url',
        'https://cdn-b.example/releases/',
      ),
    ).toMatch(/RELEASES_BASE_URL\s+https:\/\/cdn-b\.example\/releases\n/);
    for (const { server } of [first, second]) {
      expect(await within(1_000, async () => (await origins(server)).includes('https://cdn-b.example'))).toBeLessThan(
        1_000,
      );
      expect(await csp(server)).toContain("script-src 'self' https://cdn-a.example https://cdn-b.example;");
    }
    expect(await ops('settings')).toMatch(/^تنظیمات مشترک همهٔ سرورها \(در PostgreSQL/);
  }, 60_000);
});

describe('RegistryFollower', () => {
  it("passes on the rings of other servers' failure flushes", async () => {
    const url = await newDatabase();
    const store = new PostgresSiteStore(url);
    const other = new PostgresSiteStore(url);
    const follower = new RegistryFollower(store, { info: () => undefined, warn: () => undefined });
    try {
      await store.ready();
      await store.registry.create(async () => ({ revision: 0, areas: {}, history: [] }));
      await follower.start();
      let rings = 0;
      follower.follow('failures', () => rings++);
      const at = '2030-01-01T10:00:00.000Z';
      await other.failures.add([
        { kind: 'load', area: 'quiz', version: '1.1.0', count: 3, firstAt: at, lastAt: at, lastReason: 'integrity' },
      ]);
      expect(await within(1_000, async () => rings === 1)).toBeLessThan(1_000);
    } finally {
      await follower.stop();
      await Promise.all([store.close(), other.close()]);
    }
  }, 30_000);
});
