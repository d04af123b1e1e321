import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { AreaName } from '@shared/registry';
import { writeFileAtomic } from '../registry/atomic-file.ts';
import { FileFailureReports } from '../registry/load-reports.ts';
import type { RegistryStore } from '../registry/registry-store.ts';
import type { ReleaseStore } from '../registry/release-store.ts';
import { FileHealthCounts } from './file-health.ts';
import { FileLeases, FileRollouts } from './file-rollouts.ts';
import { FileVitalsCounts } from './file-vitals.ts';
import type {
  FailureReports,
  HealthCounts,
  Leases,
  VitalsCounts,
  ReleaseRecords,
  Rollouts,
  SharedSettings,
  SharedSettingsAccess,
  SiteStore,
} from './site-store.ts';

const sharedSettingsSchema = z.object({
  releaseOrigins: z.array(z.string()),
  releasesBaseUrl: z.string(),
});

/** Release records are the `<area>/<version>.files.json` files the release store writes beside each release. */
class FileReleaseRecords implements ReleaseRecords {
  constructor(private readonly releases: ReleaseStore) {}

  read(area: AreaName, version: string) {
    return this.releases.publishedHashes(area, version);
  }

  async write(area: AreaName, version: string, hashes: Map<string, string>) {
    await writeFileAtomic(
      this.releases.hashesFile(area, version),
      `${JSON.stringify(Object.fromEntries(hashes), null, 2)}\n`,
    );
  }

  async remove(area: AreaName, version: string) {
    await rm(this.releases.hashesFile(area, version), { force: true });
  }

  versions(area: AreaName) {
    return this.releases.list(area);
  }
}

/** `shared-settings.json` in the data directory: one machine's servers share it by sharing the folder. */
class FileSharedSettings implements SharedSettingsAccess {
  constructor(private readonly file: string) {}

  async read(): Promise<SharedSettings | undefined> {
    const text = await readFile(this.file, 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    try {
      const parsed = sharedSettingsSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined; // written atomically: only a hand-edited file gets here, read as never written
    }
  }

  async write(settings: SharedSettings) {
    await writeFileAtomic(this.file, `${JSON.stringify(sharedSettingsSchema.parse(settings), null, 2)}\n`);
  }
}

/** Where the file store keeps what is not the registry's or the release store's own file. */
export interface FileStorePaths {
  loadReportsFile: string;
  sharedSettingsFile: string;
}

/**
 * The embedded store: today's files in DATA_DIR (registry.json under its lock with kept copies, the
 * release records beside the releases, load-failures.json, health.json, vitals.json, shared-settings.json). One machine, nothing to
 * install; several servers agree only when they share the folder.
 */
export class FileSiteStore implements SiteStore {
  readonly kind = 'files';
  readonly releaseRecords: ReleaseRecords;
  readonly failures: FailureReports;
  readonly health: HealthCounts;
  readonly vitals: VitalsCounts;
  readonly sharedSettings: SharedSettingsAccess;
  readonly rollouts: Rollouts;
  readonly leases: Leases;

  constructor(
    readonly registry: RegistryStore,
    releases: ReleaseStore,
    paths: FileStorePaths,
  ) {
    this.releaseRecords = new FileReleaseRecords(releases);
    this.failures = new FileFailureReports(paths.loadReportsFile);
    // Beside load-failures.json: the data directory's, like every other file of this store.
    const dataDir = path.dirname(paths.loadReportsFile);
    this.health = new FileHealthCounts(path.join(dataDir, 'health.json'));
    this.rollouts = new FileRollouts(path.join(dataDir, 'rollouts.json'));
    this.leases = new FileLeases(path.join(dataDir, 'leases.json'));
    this.vitals = new FileVitalsCounts(path.join(dataDir, 'vitals.json'));
    this.sharedSettings = new FileSharedSettings(paths.sharedSettingsFile);
  }

  async ready() {}

  async close() {}
}
