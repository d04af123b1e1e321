import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { AREAS, areaReleaseSchema, type AreaName, type RemotesDocument } from '@shared/registry';
import { newestReleases, releaseUrl } from './releases.ts';

const areaStateSchema = z.object({
  current: areaReleaseSchema,
  previous: areaReleaseSchema.optional(),
  changedAt: z.string(),
  changedBy: z.string(),
});

/**
 * The registry file in the server's data directory: each area's current
 * release (and the one before it), with a revision number that grows on
 * every change.
 */
export const registryFileSchema = z.object({
  revision: z.number().int().nonnegative(),
  areas: z.partialRecord(z.enum(AREAS), areaStateSchema),
});

/** Contents of the registry file. */
export type RegistryFile = z.infer<typeof registryFileSchema>;

/** Reads and writes the registry file; creates it from the newest builds when missing. */
export class RegistryStore {
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly releasesDir: string,
  ) {
    this.file = path.join(dataDir, 'registry.json');
  }

  /** The registry, created from the newest releases on first use. */
  async read(): Promise<RegistryFile> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const created = this.fromNewestReleases();
      await this.write(created);
      return created;
    }
    return registryFileSchema.parse(JSON.parse(text));
  }

  /** Writes the whole registry atomically: readers see the old or the new file, never half of one. */
  async write(registry: RegistryFile): Promise<void> {
    const valid = registryFileSchema.parse(registry);
    await mkdir(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, `${JSON.stringify(valid, null, 2)}\n`);
    await rename(temporary, this.file);
  }

  private fromNewestReleases(): RegistryFile {
    const now = new Date().toISOString();
    const areas: RegistryFile['areas'] = {};
    for (const [area, version] of Object.entries(newestReleases(this.releasesDir)) as [AreaName, string][]) {
      areas[area] = {
        current: { version, entry: releaseUrl(area, version) },
        changedAt: now,
        changedBy: 'server (first start, newest build)',
      };
    }
    return { revision: 1, areas };
  }
}

/** The public `/remotes.json` document: where the browser finds each area now. */
export function toRemotesDocument(registry: RegistryFile): RemotesDocument {
  const areas: RemotesDocument['areas'] = {};
  for (const [area, state] of Object.entries(registry.areas) as [AreaName, RegistryFile['areas'][AreaName]][]) {
    if (state) areas[area] = state.current;
  }
  return { areas };
}
