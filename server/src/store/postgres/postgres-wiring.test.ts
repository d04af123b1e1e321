import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../app.ts';
import { runOps } from '../../ops/cli.ts';
import { LoadFailureLog } from '../../registry/load-reports.ts';
import { RegistryMissingError } from '../../registry/registry-store.ts';
import { fakeDist, writeRelease } from '../../registry/release-fixtures.ts';
import type { StatusReport } from '../../registry/status.ts';
import { parseSettings } from '../../settings.ts';
import { within } from '../store-fixtures.ts';
import { PostgresSiteStore } from './postgres-store.ts';
import { postgresSuite } from './postgres-suite.ts';

/** The server and the CLI chosen onto PostgreSQL by DATABASE_URL, each with a DATA_DIR of its own. */
describe('DATABASE_URL', () => {
  const { newDatabase, tempDir, removeAfter, closeAfter } = postgresSuite();

  it('must be a postgres:// URL', () => {
    expect(() => parseSettings({ DATABASE_URL: 'mysql://db/site' }, '/unused')).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ connection URL/,
    );
    expect(parseSettings({ DATABASE_URL: '' }, '/unused').DATABASE_URL).toBeUndefined();
  });

  it('is migrated by the CLI too: a first command on an empty database finds the schema, and no registry yet', async () => {
    const url = await newDatabase();
    const env = { DIST_DIR: tempDir('dist-'), DATA_DIR: tempDir('data-pg-'), DATABASE_URL: url };
    await expect(runOps(['history', 'quiz'], env, tempDir('repo-'))).rejects.toThrow(RegistryMissingError);
    const store = new PostgresSiteStore(url);
    try {
      expect(await store.migrate()).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('puts the registry in PostgreSQL: the server seeds it, a CLI promote reaches the server and every store', async () => {
    const url = await newDatabase();
    const dist = fakeDist({ quiz: ['1.0.0'] });
    removeAfter(dist);
    const dataDir = tempDir('data-pg-');
    const env = { DIST_DIR: dist, DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent', OPS_ACTOR: 'pg test' };
    const app = closeAfter(
      await buildServer({ settings: parseSettings(env, '/unused'), apiBaseUrl: 'http://127.0.0.1:9/api' }),
    );

    const root = tempDir('repo-');
    mkdirSync(path.join(root, 'mf-quiz'));
    writeFileSync(path.join(root, 'mf-quiz', 'package.json'), JSON.stringify({ name: 'mf-quiz', version: '1.1.0' }));
    writeRelease(path.join(dist, 'releases'), 'quiz', '1.1.0');
    // The CLI runs on another machine: nothing it writes reaches the server's DATA_DIR but through PostgreSQL.
    const cli = { ...env, DATA_DIR: tempDir('data-cli-') };
    await runOps(['publish', 'quiz'], cli, root);
    // The server fetches a release when it is published, before anyone promotes it.
    await within(2_000, async () => existsSync(path.join(dataDir, 'releases', 'quiz', '1.1.0', 'remoteEntry.js')));
    expect(await runOps(['promote', 'quiz', '1.1.0', '--skip-smoke'], cli, root)).toMatch(
      /^quiz: current 1\.1\.0, previous 1\.0\.0 \(registry revision 2\)\n/,
    );

    // The server hears the change through LISTEN and serves it from memory.
    const server = app;
    await within(1_000, async () =>
      (await server.inject({ url: '/remotes.json' })).body.includes('/releases/quiz/1.1.0/mf-manifest.json'),
    );
    // Its files came from PostgreSQL: served byte for byte.
    const entry = await server.inject({ url: '/releases/quiz/1.1.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(readFileSync(path.join(dist, 'releases', 'quiz', '1.1.0', 'remoteEntry.js'), 'utf8'));
    // A version no registry names is never looked up in the store: a plain 404.
    expect((await server.inject({ url: '/releases/quiz/9.9.9/remoteEntry.js' })).statusCode).toBe(404);
    const elsewhere = new PostgresSiteStore(url);
    try {
      const registry = await elsewhere.registry.read();
      expect(registry.history.map((entry) => `${entry.revision} ${entry.action} ${entry.version}`)).toEqual([
        '1 seed 1.0.0',
        '2 promote 1.1.0',
      ]);
    } finally {
      await elsewhere.close();
    }
    expect(existsSync(path.join(dataDir, 'registry.json'))).toBe(false);

    // Two servers' failure counts (3 and 1) sum up in the store, as `ops status` shows them.
    const servers = [new PostgresSiteStore(url), new PostgresSiteStore(url)];
    try {
      const logs = servers.map((store) => new LoadFailureLog(store.failures));
      const report = { area: 'quiz' as const, version: '1.1.0', reason: 'integrity' };
      for (const count of [3, 1]) {
        for (let index = 0; index < count; index += 1) await logs[count === 3 ? 0 : 1]!.record(report);
      }
      await Promise.all(logs.map((log) => log.flush()));
    } finally {
      await Promise.all(servers.map((store) => store.close()));
    }
    const status = JSON.parse(await runOps(['status', '--json'], cli, root)) as StatusReport;
    expect(status.areas.find((area) => area.area === 'quiz')?.loadFailures).toEqual([
      expect.objectContaining({ version: '1.1.0', count: 4 }),
    ]);
    // registry.json's kept copies are the file store's safeguard; the database has its own backups.
    await expect(runOps(['registry', 'restore'], env, root)).rejects.toThrow(/PostgreSQL/);
  }, 60_000);
});
