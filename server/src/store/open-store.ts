import { RegistryStore } from '../registry/registry-store.ts';
import { ReleaseStore } from '../registry/release-store.ts';
import { dataPaths, type Settings } from '../settings.ts';
import { FileSiteStore } from './file-store.ts';
import { PostgresSiteStore } from './postgres/postgres-store.ts';
import type { SiteStore } from './site-store.ts';

/**
 * The store the settings choose: PostgreSQL when DATABASE_URL is set (many servers, one truth), otherwise
 * the files in DATA_DIR (the embedded default: `npm start` needs nothing else).
 */
export function openSiteStore(settings: Pick<Settings, 'DATA_DIR' | 'DIST_DIR' | 'DATABASE_URL'>): SiteStore {
  if (settings.DATABASE_URL) return new PostgresSiteStore(settings.DATABASE_URL);
  const paths = dataPaths(settings);
  return new FileSiteStore(
    new RegistryStore(paths.registryFile),
    new ReleaseStore(paths.releasesDir, paths.stagingDir),
    paths,
  );
}
