import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { fakeDist, fakeOpsContext } from '../../registry/release-fixtures.ts';
import { fingerprint, ImmutableReleaseError } from '../../registry/release-store.ts';
import { SharedReleaseStore, ReleaseUnavailableError } from '../shared-release-store.ts';
import type { ReleaseBlobs } from '../site-store.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

let cluster: ThrowawayPostgres;
beforeAll(async () => {
  cluster = await startThrowawayPostgres();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});

/** Two machines (own DATA_DIRs) on one database, as two site servers or a server and the CLI. */
async function twoMachines(dist: string) {
  const url = await cluster.newDatabase();
  const machines = [fakeOpsContext(dist, { DATABASE_URL: url }), fakeOpsContext(dist, { DATABASE_URL: url })];
  await Promise.all(machines.map(({ context }) => context.store.ready()));
  const [one, two] = machines.map(({ context }) => context.releases as SharedReleaseStore) as [
    SharedReleaseStore,
    SharedReleaseStore,
  ];
  return {
    url,
    one,
    two,
    close: async () => {
      await Promise.all(machines.map(({ context }) => context.store.close()));
      await Promise.all(machines.map(({ settings }) => rm(settings.DATA_DIR, { recursive: true, force: true })));
    },
  };
}

let dist: string;
beforeAll(() => {
  dist = fakeDist({ quiz: ['1.0.0', '1.1.0'] });
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
const build = (version: string) => path.join(dist, 'releases', 'quiz', version);

describe('releases on a store servers share with no shared disk', () => {
  it('published on one machine, are fetched byte for byte into the other machine’s cache', async () => {
    const machines = await twoMachines(dist);
    try {
      expect(await machines.two.has('quiz', '1.0.0')).toBe(false);
      expect(await machines.one.publish('quiz', '1.0.0', build('1.0.0'))).toBe('published');
      expect(await machines.two.list('quiz')).toEqual(['1.0.0']);
      expect(await machines.two.has('quiz', '1.0.0')).toBe(true);
      expect(await fingerprint(machines.two.folder('quiz', '1.0.0'))).toEqual(await fingerprint(build('1.0.0')));
      expect(await machines.two.changedFiles('quiz', '1.0.0')).toEqual([]);
      // The second machine publishing the same bytes changes nothing; other bytes are refused.
      expect(await machines.two.publish('quiz', '1.0.0', build('1.0.0'))).toBe('unchanged');
      await expect(machines.two.publish('quiz', '1.0.0', build('1.1.0'))).rejects.toThrow(ImmutableReleaseError);
    } finally {
      await machines.close();
    }
  });

  it('fetch only the files a machine has not cached yet', async () => {
    const machines = await twoMachines(dist);
    try {
      await machines.one.publish('quiz', '1.0.0', build('1.0.0'));
      await machines.one.publish('quiz', '1.1.0', build('1.1.0'));
      await machines.two.ensureLocal('quiz', '1.0.0');
      const asked: string[][] = [];
      const blobs = (machines.two as unknown as { blobs: ReleaseBlobs }).blobs;
      const get = blobs.get.bind(blobs);
      blobs.get = async (hashes) => {
        asked.push([...hashes]);
        return get(hashes);
      };
      await machines.two.ensureLocal('quiz', '1.1.0');
      const older = new Set((await fingerprint(build('1.0.0'))).values());
      const newer = [...new Set((await fingerprint(build('1.1.0'))).values())];
      expect(asked.flat().sort()).toEqual(newer.filter((hash) => !older.has(hash)).sort());
      expect(asked.flat().length).toBeGreaterThan(0);
      expect(asked.flat().length).toBeLessThan(newer.length);
    } finally {
      await machines.close();
    }
  });

  it('refuse stored bytes that are not what the record names, and fetch again once they are', async () => {
    const machines = await twoMachines(dist);
    const pool = new pg.Pool({ connectionString: machines.url });
    try {
      await machines.one.publish('quiz', '1.0.0', build('1.0.0'));
      const entry = await readFile(path.join(build('1.0.0'), 'remoteEntry.js'));
      await pool.query("UPDATE release_blobs SET bytes = 'tampered'::bytea WHERE bytes = $1", [entry]);
      await expect(machines.two.ensureLocal('quiz', '1.0.0')).rejects.toThrow(ReleaseUnavailableError);
      await expect(machines.two.has('quiz', '1.0.0')).rejects.toThrow(/remoteEntry\.js/);
      await pool.query("UPDATE release_blobs SET bytes = $1 WHERE bytes = 'tampered'::bytea", [entry]);
      expect(await machines.two.has('quiz', '1.0.0')).toBe(true);
    } finally {
      await pool.end();
      await machines.close();
    }
  });

  it('replace a cached copy whose record is not the store’s (a copy left by a crash)', async () => {
    const machines = await twoMachines(dist);
    try {
      await machines.one.publish('quiz', '1.0.0', build('1.0.0'));
      await machines.two.ensureLocal('quiz', '1.0.0');
      // As if this process had never seen it: a record file written by hand, a file changed.
      const fresh = new SharedReleaseStore(
        machines.two.dir,
        path.join(path.dirname(machines.two.dir), '.staging'),
        path.join(path.dirname(machines.two.dir), 'blob-cache'),
        (machines.two as unknown as { records: never }).records,
        (machines.two as unknown as { blobs: never }).blobs,
      );
      await writeFile(machines.two.hashesFile('quiz', '1.0.0'), '{}');
      expect(await fresh.ensureLocal('quiz', '1.0.0')).toBe(true);
      expect(await fresh.changedFiles('quiz', '1.0.0')).toEqual([]);
    } finally {
      await machines.close();
    }
  });
});
