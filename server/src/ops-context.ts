import { ReleaseStore } from './registry/release-store.ts';
import type { OpsContext } from './registry/operations.ts';
import { dataPaths, type DataPaths, type Settings } from './settings.ts';
import { openSiteStore } from './store/open-store.ts';
import { SharedReleaseStore } from './store/shared-release-store.ts';
import type { SiteStore } from './store/site-store.ts';

/**
 * The store (files or PostgreSQL, by DATABASE_URL), the release store and the checks' policy, as the
 * server and the ops CLI both use them. Call `store.ready()` before use and `store.close()` after.
 */
export function createOpsContext(settings: Settings): OpsContext & { paths: DataPaths; store: SiteStore } {
  const paths = dataPaths(settings);
  const store = openSiteStore(settings);
  // With no shared disk (PostgreSQL) releases live in the store and DATA_DIR/releases is this machine's cache.
  const releases = store.releaseBlobs
    ? new SharedReleaseStore(
        paths.releasesDir,
        paths.stagingDir,
        paths.blobCacheDir,
        store.releaseRecords,
        store.releaseBlobs,
      )
    : new ReleaseStore(paths.releasesDir, paths.stagingDir);
  return {
    paths,
    store,
    registry: store.registry,
    releases,
    shellSharedModulesFile: paths.shellSharedModulesFile,
    policy: { releasesBaseUrl: settings.RELEASES_BASE_URL, allowedOrigins: settings.RELEASE_ORIGINS },
  };
}
