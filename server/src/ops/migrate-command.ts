import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OperationRefusedError } from '../registry/operations.ts';
import { ReleaseStore } from '../registry/release-store.ts';
import { dataPaths, type Settings } from '../settings.ts';
import { moveStore, moveSummaryText, type StoreSide } from '../store/move-store.ts';
import { openSiteStore } from '../store/open-store.ts';
import { PostgresSiteStore } from '../store/postgres/postgres-store.ts';
import { SharedReleaseStore } from '../store/shared-release-store.ts';

/** The file store in DATA_DIR, its releases read and written in place. */
function filesSide(settings: Settings): StoreSide {
  const paths = dataPaths(settings);
  return {
    store: openSiteStore({ ...settings, DATABASE_URL: undefined }),
    releases: new ReleaseStore(paths.releasesDir, paths.stagingDir),
    // The file store's servers use their environment's, assumed to be this command's.
    settingsInUse: async () => ({
      releaseOrigins: settings.RELEASE_ORIGINS,
      releasesBaseUrl: settings.RELEASES_BASE_URL,
    }),
  };
}

/**
 * PostgreSQL, its releases passing through a cache of this command's own: DATA_DIR is the other side of
 * the move (read only, or the target whose releases are written there), never a cache.
 */
function postgresSide(databaseUrl: string, cacheDir: string): StoreSide {
  const store = new PostgresSiteStore(databaseUrl);
  const releases = new SharedReleaseStore(
    path.join(cacheDir, 'releases'),
    path.join(cacheDir, '.staging'),
    path.join(cacheDir, 'blob-cache'),
    store.releaseRecords,
    store.releaseBlobs,
  );
  return { store, releases, settingsInUse: () => store.sharedSettings.read() };
}

/**
 * `migrate --to postgres|files`: moves the file store in DATA_DIR into the (registry-less) PostgreSQL of
 * DATABASE_URL, or PostgreSQL back into a DATA_DIR with no registry.
 */
export async function migrateCommand(to: 'postgres' | 'files', settings: Settings): Promise<string> {
  if (!settings.DATABASE_URL) {
    throw new OperationRefusedError(
      'برای انتقال میان پرونده‌ها و PostgreSQL، DATABASE_URL باید نشانی پایگاه دادهٔ PostgreSQL باشد؛ انتقال انجام نشد.',
    );
  }
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'site-store-move-'));
  const postgres = postgresSide(settings.DATABASE_URL, cacheDir);
  const files = filesSide(settings);
  const [source, target] = to === 'postgres' ? [files, postgres] : [postgres, files];
  try {
    await postgres.store.ready();
    return moveSummaryText(await moveStore(source, target), to);
  } finally {
    await postgres.store.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}
