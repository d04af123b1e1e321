import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../app.ts';
import { exitCodeOf, runOps } from '../ops/cli.ts';
import { prepareDataDir } from '../registry/first-start.ts';
import { fakeDist, fakeOpsContext, memoryLog, writeRelease } from '../registry/release-fixtures.ts';
import { fingerprint } from '../registry/release-store.ts';
import { parseSettings } from '../settings.ts';
import { TARGET_HAS_REGISTRY } from './move-store.ts';
import { postgresSuite } from './postgres/postgres-suite.ts';

const at = (minute: number) => `2030-01-01T10:0${minute}:00.000Z`;

/** Everything a second move must leave as it was, read straight from the tables. */
async function tables(url: string) {
  const pool = new pg.Pool({ connectionString: url });
  try {
    const { rows } = await pool.query(`SELECT
      (SELECT revision FROM registry_revision) AS revision,
      (SELECT count(*) FROM registry_history) AS history,
      (SELECT count(*) FROM registry_areas) AS areas,
      (SELECT count(*) FROM release_records) AS records,
      (SELECT count(*) FROM release_blobs) AS blobs,
      (SELECT sum(count) FROM failure_reports) AS failures,
      (SELECT changed_at FROM shared_settings) AS settings`);
    return rows[0] as unknown;
  } finally {
    await pool.end();
  }
}

describe('ops migrate: moving between the file store and PostgreSQL', () => {
  const { newDatabase, tempDir, removeAfter, closeAfter } = postgresSuite();

  const ops = (env: Record<string, string>, ...argv: string[]) => runOps(argv, env, '/unused');

  /** A file store where quiz 1.0.0 was seeded and 1.1.0 published. */
  async function aFileStore() {
    const dist = fakeDist({ quiz: ['1.0.0'] });
    removeAfter(dist);
    const { settings, context } = fakeOpsContext(dist);
    removeAfter(settings.DATA_DIR);
    await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
    writeRelease(path.join(dist, 'releases'), 'quiz', '1.1.0');
    // The file store's servers read the shared settings from their environment (here the CLI's).
    const files = {
      DIST_DIR: dist,
      DATA_DIR: settings.DATA_DIR,
      OPS_ACTOR: 'Mina',
      RELEASE_ORIGINS: 'https://cdn.example.test',
    };
    await ops(files, 'publish', 'quiz', '1.1.0');
    return { settings, context, files };
  }

  it('copies registry, history, releases, failure counts and settings there and back', async () => {
    // A file store with a promote history, two releases, failure counts and shared settings.
    const { settings, context, files } = await aFileStore();
    await ops(files, 'promote', 'quiz', '1.1.0', '--skip-smoke');
    await ops(files, 'rollback', 'quiz');
    await ops(files, 'promote', 'quiz', '1.1.0', '--skip-smoke');
    const failure = { area: 'quiz' as const, firstAt: at(0), lastAt: at(1), lastReason: 'integrity' };
    await context.store.failures.add([
      { ...failure, kind: 'load', version: '1.1.0', count: 3 },
      { ...failure, kind: 'render', version: '1.0.0', count: 2, lastReason: 'boom', lastFallbackVersion: '0.9.0' },
    ]);

    // An earlier move cut short left one release in the database: it is skipped, not copied again. (That
    // CLI's environment had no RELEASE_ORIGINS: it stored none as the shared ones, the move replaces them.)
    const url = await newDatabase();
    const postgres = { DIST_DIR: files.DIST_DIR, DATABASE_URL: url, DATA_DIR: tempDir('data-cli-') };
    await ops(postgres, 'publish', 'quiz', '1.0.0');

    const moved = await ops({ ...files, DATABASE_URL: url }, 'migrate', '--to', 'postgres');
    expect(moved).toContain('انتقال به PostgreSQL انجام شد.');
    expect(moved).toContain('بازبینی ۴ با ۴ رویداد تاریخچه');
    expect(moved).toContain('۱ رونوشت شد، ۱ از پیش آن‌جا بود');
    expect(moved).toContain('گزارش‌های خطا: ۲ ردیف');
    expect(moved).toContain('تنظیمات مشترک: در PostgreSQL نوشته شد');
    expect(JSON.parse(await ops(postgres, 'settings', '--json'))).toEqual({
      source: 'store',
      releaseOrigins: ['https://cdn.example.test'],
      releasesBaseUrl: '/releases',
    });

    const fileStatus = await ops(files, 'status', '--json');
    const fileHistory = await ops(files, 'history', 'quiz');
    expect(JSON.parse(fileStatus)).toMatchObject({
      revision: 4,
      areas: expect.arrayContaining([
        expect.objectContaining({
          area: 'quiz',
          current: '1.1.0',
          loadFailures: [expect.objectContaining({ count: 3 })],
        }),
      ]),
    });
    // The same report but for the health window, which is the minute each command ran in: a run that
    // crosses a minute boundary between two commands shows two windows.
    const withoutWindow = (json: string) => json.replace(/"(from|to)": "[^"]+"/g, '"$1": "…"');
    expect(withoutWindow(await ops(postgres, 'status', '--json'))).toBe(withoutWindow(fileStatus));
    expect(await ops(postgres, 'history', 'quiz')).toBe(fileHistory);

    // A server on PostgreSQL with an empty DATA_DIR (and no builds in its dist) serves the releases byte for byte.
    const serverDist = fakeDist();
    removeAfter(serverDist);
    const app = closeAfter(
      await buildServer({
        settings: parseSettings(
          { DIST_DIR: serverDist, DATA_DIR: tempDir('data-server-'), DATABASE_URL: url, LOG_LEVEL: 'silent' },
          '/unused',
        ),
        apiBaseUrl: 'http://127.0.0.1:9/api',
      }),
    );
    expect((await app.inject({ url: '/remotes.json' })).body).toContain('/releases/quiz/1.1.0/mf-manifest.json');
    for (const version of ['1.0.0', '1.1.0']) {
      const folder = path.join(settings.DATA_DIR, 'releases', 'quiz', version);
      for (const file of ['mf-manifest.json', 'remoteEntry.js', 'routes.json', '121.abcdef0123.js']) {
        const answer = await app.inject({ url: `/releases/quiz/${version}/${file}` });
        expect([version, file, answer.statusCode]).toEqual([version, file, 200]);
        expect(answer.rawPayload.equals(readFileSync(path.join(folder, file)))).toBe(true);
      }
    }

    // A second move is refused with the Persian message and changes nothing.
    const before = await tables(url);
    const again = ops({ ...files, DATABASE_URL: url }, 'migrate', '--to', 'postgres');
    await expect(again).rejects.toThrow(TARGET_HAS_REGISTRY.postgres);
    expect(exitCodeOf(await again.catch((error: unknown) => error))).toBe(1);
    expect(await tables(url)).toEqual(before);

    // The way back: into a DATA_DIR with no registry, the same status, history, release bytes and settings.
    const back = { ...files, DATA_DIR: tempDir('data-back-') };
    const returned = await ops({ ...back, DATABASE_URL: url }, 'migrate', '--to', 'files');
    expect(returned).toContain('انتقال به پرونده‌های DATA_DIR انجام شد.');
    expect(returned).toContain('۲ رونوشت شد، ۰ از پیش آن‌جا بود');
    expect(returned).toContain(
      'در محیط سرورها بگذارید: RELEASES_BASE_URL=/releases RELEASE_ORIGINS=https://cdn.example.test',
    );
    expect(withoutWindow(await ops(back, 'status', '--json'))).toBe(withoutWindow(fileStatus));
    expect(await ops(back, 'history', 'quiz')).toBe(fileHistory);
    for (const version of ['1.0.0', '1.1.0']) {
      expect(await fingerprint(path.join(back.DATA_DIR, 'releases', 'quiz', version))).toEqual(
        await fingerprint(path.join(files.DATA_DIR, 'releases', 'quiz', version)),
      );
    }
    await expect(ops({ ...back, DATABASE_URL: url }, 'migrate', '--to', 'files')).rejects.toThrow(
      TARGET_HAS_REGISTRY.files,
    );
  }, 90_000);

  it('refuses, writing nothing, a target holding a version with other bytes or a registry naming a changed release', async () => {
    const { files } = await aFileStore();
    const url = await newDatabase();
    const otherDist = fakeDist();
    removeAfter(otherDist);
    writeRelease(path.join(otherDist, 'releases'), 'quiz', '1.1.0', { entry: 'var mf_quiz = "other bytes";' });
    await ops({ DIST_DIR: otherDist, DATA_DIR: tempDir('data-cli-'), DATABASE_URL: url }, 'publish', 'quiz', '1.1.0');
    const before = await tables(url);
    await expect(ops({ ...files, DATABASE_URL: url }, 'migrate', '--to', 'postgres')).rejects.toThrow(
      'مقصد این نسخه‌ها را با پرونده‌های دیگری دارد: quiz 1.1.0',
    );
    expect(await tables(url)).toEqual(before);

    await ops(files, 'promote', 'quiz', '1.1.0', '--skip-smoke');
    writeFileSync(path.join(files.DATA_DIR, 'releases', 'quiz', '1.1.0', 'remoteEntry.js'), 'changed');
    const empty = await newDatabase();
    await expect(ops({ ...files, DATABASE_URL: empty }, 'migrate', '--to', 'postgres')).rejects.toThrow(
      /رجیستری این نسخه‌ها را نام می‌برد .*: quiz 1\.1\.0/,
    );
    expect(await tables(empty)).toMatchObject({ revision: null, records: '0', blobs: '0' });
  }, 60_000);

  it('needs DATABASE_URL and a target', async () => {
    const env = { DIST_DIR: tempDir('dist-'), DATA_DIR: tempDir('data-') };
    await expect(runOps(['migrate', '--to', 'postgres'], env, '/unused')).rejects.toThrow(/DATABASE_URL/);
    const missing = runOps(['migrate'], env, '/unused');
    await expect(missing).rejects.toThrow(/--to/);
    expect(exitCodeOf(await missing.catch((error: unknown) => error))).toBe(2);
  });
});
