import { RegistryStore } from './registry/registry-store.ts';
import { ReleaseStore } from './registry/release-store.ts';
import type { OpsContext } from './registry/operations.ts';
import { dataPaths, type DataPaths, type Settings } from './settings.ts';

/** The registry, the release store and the checks' policy, as the server and the ops CLI both use them. */
export function createOpsContext(settings: Settings): OpsContext & { paths: DataPaths } {
  const paths = dataPaths(settings);
  return {
    paths,
    registry: new RegistryStore(paths.registryFile),
    releases: new ReleaseStore(paths.releasesDir, paths.stagingDir),
    shellSharedModulesFile: paths.shellSharedModulesFile,
    policy: { releasesBaseUrl: settings.RELEASES_BASE_URL, allowedOrigins: settings.RELEASE_ORIGINS },
  };
}
