import { ReleaseStore } from './registry/release-store.ts';
import type { OpsContext } from './registry/operations.ts';
import { dataPaths, type DataPaths, type Settings } from './settings.ts';
import { EffectiveSettings } from './store/effective-settings.ts';
import { openSiteStore } from './store/open-store.ts';
import { SharedReleaseStore } from './store/shared-release-store.ts';
import type { SiteStore } from './store/site-store.ts';

/**
 * The store (files or PostgreSQL, by DATABASE_URL), the release store and the checks' policy, as the
 * server and the ops CLI both use them. Call `store.ready()` before use and `store.close()` after; on
 * PostgreSQL, `shared.adopt(store)` after `ready()` makes the policy the settings every server shares.
 */
export function createOpsContext(
  settings: Settings,
): OpsContext & { paths: DataPaths; store: SiteStore; shared: EffectiveSettings } {
  const paths = dataPaths(settings);
  const store = openSiteStore(settings);
  const shared = new EffectiveSettings({
    releaseOrigins: settings.RELEASE_ORIGINS,
    releasesBaseUrl: settings.RELEASES_BASE_URL,
  });
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
    shared,
    registry: store.registry,
    releases,
    shellSharedModulesFile: paths.shellSharedModulesFile,
    policy: shared.releasePolicy,
  };
}
