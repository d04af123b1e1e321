import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-file.ts';
import { registeredAreas, registryFileSchema, type RegistryFile } from './registry-file.ts';

/**
 * How many good versions of the registry are kept beside it. Each holds the whole history, so five are
 * enough to step back over a few bad writes without the folder growing with every promote.
 */
export const REGISTRY_COPIES_KEPT = 5;

/** One kept copy, as `ops registry restore` lists it. */
export interface RegistryCopy {
  revision: number;
  /** When the copy was written (ISO). */
  writtenAt: string;
  /** Each registered area's current version (and canary), as the copy holds them. */
  areas: { area: string; current: string; canary?: string }[];
  historyEntries: number;
}

const COPY_NAME = /^registry\.r(\d+)\.json$/;
const copyName = (revision: number) => `registry.r${String(revision).padStart(8, '0')}.json`;

/**
 * The last good versions of the registry file, in a folder beside it (`registry-copies/`): every
 * successful write keeps one, and the oldest beyond REGISTRY_COPIES_KEPT go. A copy is written the same
 * atomic way as the registry, so a copy is whole or absent.
 */
export class RegistryCopies {
  constructor(readonly dir: string) {}

  /** Keeps `registry` as a copy and lets the oldest beyond the limit go. */
  async keep(registry: RegistryFile): Promise<void> {
    await writeFileAtomic(path.join(this.dir, copyName(registry.revision)), `${JSON.stringify(registry, null, 2)}\n`);
    const revisions = await this.revisions();
    for (const old of revisions.slice(REGISTRY_COPIES_KEPT)) {
      await unlink(path.join(this.dir, copyName(old))).catch(() => undefined);
    }
  }

  /** Revisions of the kept copies, newest first. */
  async revisions(): Promise<number[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .flatMap((name) => {
        const match = COPY_NAME.exec(name);
        return match ? [Number(match[1])] : [];
      })
      .sort((a, b) => b - a);
  }

  /** A kept copy's registry; undefined when there is no such copy or it is not a valid registry. */
  async read(revision: number): Promise<RegistryFile | undefined> {
    const text = await readFile(path.join(this.dir, copyName(revision)), 'utf8').catch(() => undefined);
    if (text === undefined) return undefined;
    try {
      return registryFileSchema.parse(JSON.parse(text));
    } catch {
      return undefined;
    }
  }

  /** The newest copy that is a valid registry. */
  async newest(): Promise<RegistryFile | undefined> {
    for (const revision of await this.revisions()) {
      const registry = await this.read(revision);
      if (registry) return registry;
    }
    return undefined;
  }

  /** Every valid copy, newest first, with what it holds. */
  async list(): Promise<RegistryCopy[]> {
    const copies: RegistryCopy[] = [];
    for (const revision of await this.revisions()) {
      const registry = await this.read(revision);
      if (!registry) continue;
      const info = await stat(path.join(this.dir, copyName(revision)));
      copies.push({
        revision,
        writtenAt: info.mtime.toISOString(),
        areas: registeredAreas(registry).map(([area, state]) => ({
          area,
          current: state.current.version,
          ...(state.canary ? { canary: `${state.canary.release.version} (${state.canary.percent}%)` } : {}),
        })),
        historyEntries: registry.history.length,
      });
    }
    return copies;
  }
}
