import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { writeFileAtomic } from './atomic-file.ts';
import { registryFileSchema, type RegistryFile } from './registry-file.ts';

/** Raised when a change was based on a revision that is no longer the current one. */
export class RevisionConflictError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`The registry changed meanwhile: expected revision ${expected}, found ${actual}. Read it again and retry.`);
    this.name = 'RevisionConflictError';
  }
}

/** Raised when the registry file does not exist yet (the server creates it on first start). */
export class RegistryMissingError extends Error {
  constructor(readonly file: string) {
    super(`No registry at ${file}: start the site server once to create it.`);
    this.name = 'RegistryMissingError';
  }
}

/** How long a change waits for another one to finish before it gives up. */
const LOCK_WAIT_MS = 10_000;

/**
 * The registry file: read (cached until the file changes, so the server sees
 * changes made by the ops CLI without a restart), written atomically, and
 * changed only under an inter-process lock with a revision check, so two
 * concurrent changes are applied one after the other and never lose each
 * other or corrupt the file.
 */
export class RegistryStore {
  private cached?: { key: string; registry: RegistryFile };

  constructor(readonly file: string) {}

  /** Whether the registry file exists. */
  async exists(): Promise<boolean> {
    return stat(this.file).then(
      () => true,
      () => false,
    );
  }

  /** The registry as it is on disk now; a corrupt file is an error, never served. */
  async read(): Promise<RegistryFile> {
    let info;
    try {
      info = await stat(this.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new RegistryMissingError(this.file);
      throw error;
    }
    // An atomic write replaces the file, so its inode changes with every write.
    const key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (this.cached?.key === key) return this.cached.registry;
    const registry = registryFileSchema.parse(JSON.parse(await readFile(this.file, 'utf8')));
    this.cached = { key, registry };
    return registry;
  }

  /**
   * Applies one change: under the lock, reads the registry, checks the
   * revision the caller based its change on (when given), lets `change`
   * build the next registry, and writes it with the revision increased by
   * one. Returns what was written.
   */
  async update(
    change: (registry: RegistryFile, nextRevision: number) => RegistryFile | Promise<RegistryFile>,
    expectedRevision?: number,
  ): Promise<RegistryFile> {
    return this.withLock(async () => {
      const current = await this.read();
      if (expectedRevision !== undefined && expectedRevision !== current.revision) {
        throw new RevisionConflictError(expectedRevision, current.revision);
      }
      const next = { ...(await change(current, current.revision + 1)), revision: current.revision + 1 };
      await this.write(next);
      return next;
    });
  }

  /** Creates the registry if no one else did meanwhile; returns the registry on disk either way. */
  async create(initial: () => Promise<RegistryFile>): Promise<RegistryFile> {
    return this.withLock(async () => {
      if (await this.exists()) return this.read();
      const registry = await initial();
      await this.write(registry);
      return registry;
    });
  }

  private async write(registry: RegistryFile): Promise<void> {
    const valid = registryFileSchema.parse(registry);
    await writeFileAtomic(this.file, `${JSON.stringify(valid, null, 2)}\n`);
    this.cached = undefined;
  }

  /**
   * proper-lockfile holds a `registry.json.lock` folder, refreshes it while
   * the change runs and treats it as abandoned after 10 s without refresh, so
   * a crashed CLI never blocks the registry for good.
   */
  private async withLock<T>(task: () => Promise<T>): Promise<T> {
    await mkdir(path.dirname(this.file), { recursive: true });
    const release = await lockfile.lock(this.file, {
      realpath: false,
      stale: 10_000,
      retries: { retries: Math.ceil(LOCK_WAIT_MS / 100), factor: 1, minTimeout: 50, maxTimeout: 150, randomize: true },
    });
    try {
      return await task();
    } finally {
      await release();
    }
  }
}
