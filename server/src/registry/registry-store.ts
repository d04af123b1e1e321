import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { withFileLock, type LockTiming } from './file-lock.ts';
import { writeFileAtomic } from './atomic-file.ts';
import { RegistryCopies } from './registry-copies.ts';
import { registryFileSchema, type HistoryEntry, type RegistryFile } from './registry-file.ts';
import type { RegistryAccess, RegistryChange } from '../store/site-store.ts';

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

/** Raised when there is no registry yet (the server creates it on first start). */
export class RegistryMissingError extends Error {
  constructor() {
    super('هنوز رجیستری‌ای ساخته نشده است: سرور سایت را یک بار اجرا کنید تا آن را بسازد.');
    this.name = 'RegistryMissingError';
  }
}

/** Raised when the registry file is damaged and neither memory nor a kept copy holds a good version. */
export class RegistryUnavailableError extends Error {
  constructor(readonly problem: RegistryProblem) {
    super(
      `پروندهٔ رجیستری ${PROBLEM_TEXT[problem]} و نسخهٔ سالمی از آن در دست نیست؛ ` +
        'نسخه‌های نگه‌داشته را با «npm run ops -- registry restore» ببینید.',
    );
    this.name = 'RegistryUnavailableError';
  }
}

/** Raised when a change is asked for while the registry file is damaged: restore first, then change. */
export class RegistryDamagedError extends Error {
  constructor(readonly problem: RegistryProblem) {
    super(
      `پروندهٔ رجیستری ${PROBLEM_TEXT[problem]}؛ تا یکی از نسخه‌های نگه‌داشته بازگردانده نشود تغییری نوشته نمی‌شود ` +
        '(npm run ops -- registry restore).',
    );
    this.name = 'RegistryDamagedError';
  }
}

/**
 * What is wrong with a damaged registry file, or (`store-unreachable`) that the PostgreSQL store cannot be
 * reached and the server serves the last registry it read.
 */
export type RegistryProblem = 'missing' | 'invalid-json' | 'wrong-schema' | 'unreadable' | 'store-unreachable';

/** Each problem in words, as the messages put it («پروندهٔ رجیستری …»). */
export const PROBLEM_TEXT: Record<RegistryProblem, string> = {
  missing: 'پاک شده است',
  'invalid-json': 'ناقص یا خراب است (JSON معتبر نیست)',
  'wrong-schema': 'ساختار درستی ندارد',
  unreadable: 'خواندنی نیست',
  'store-unreachable': 'در پایگاه داده اکنون در دسترس نیست',
};

/** Whether the registry file is sound, and if not, since when and what the server serves instead. */
export type RegistryHealth =
  | { damaged: false }
  | {
      damaged: true;
      problem: RegistryProblem;
      /** When the file was damaged (its modification time), or first found missing (ISO). */
      since: string;
      /** The good version served meanwhile: the last one read (memory) or the newest kept copy; none at all. */
      served?: { revision: number; from: 'memory' | 'copy' };
    };

type Loaded = { registry: RegistryFile } | { problem: RegistryProblem; since: string };

/**
 * The registry file: read (cached until the file changes, so the server sees
 * changes made by the ops CLI without a restart), written atomically, and
 * changed only under an inter-process lock with a revision check, so two
 * concurrent changes are applied one after the other and never lose each
 * other or corrupt the file. Every write also keeps a copy (RegistryCopies).
 * A damaged file (truncated, not JSON, wrong shape, deleted) is never served:
 * the last good registry read is served instead (or the newest kept copy), and
 * `health()` says so until the file is good again.
 */
export class RegistryStore implements RegistryAccess {
  private cached?: { key: string; loaded: Loaded };
  /** The stat under way: reads arriving meanwhile share it (under load, one stat answers many page requests). */
  private statting?: Promise<Stats>;
  private lastGood?: RegistryFile;
  private damage?: Extract<RegistryHealth, { damaged: true }>;
  readonly copies: RegistryCopies;

  constructor(
    readonly file: string,
    private readonly lockTiming?: LockTiming,
  ) {
    this.copies = new RegistryCopies(path.join(path.dirname(file), 'registry-copies'));
  }

  /** Whether the registry file exists. */
  async exists(): Promise<boolean> {
    return stat(this.file).then(
      () => true,
      () => false,
    );
  }

  /** Whether this is a first start: neither the registry file nor any kept copy of it exists. */
  async isNew(): Promise<boolean> {
    return !(await this.exists()) && (await this.copies.revisions()).length === 0;
  }

  /** The registry: the file on disk now, or, when it is damaged, the last good version (see `health`). */
  async read(): Promise<RegistryFile> {
    const loaded = await this.load();
    if ('registry' in loaded) {
      this.lastGood = loaded.registry;
      this.damage = undefined;
      return loaded.registry;
    }
    const fromMemory = this.lastGood;
    const fallback = fromMemory ?? (await this.copies.newest());
    const since = this.damage?.problem === loaded.problem ? this.damage.since : loaded.since;
    this.damage = {
      damaged: true,
      problem: loaded.problem,
      since,
      ...(fallback ? { served: { revision: fallback.revision, from: fromMemory ? 'memory' : 'copy' } } : {}),
    };
    if (fallback) return fallback;
    if (loaded.problem === 'missing') throw new RegistryMissingError();
    throw new RegistryUnavailableError(loaded.problem);
  }

  /** Whether the file is sound now; a damaged one is reported with what is served instead. */
  async health(): Promise<RegistryHealth> {
    await this.read().catch(() => undefined);
    return this.damage ?? { damaged: false };
  }

  /** History entries above `revision`, oldest first (the file holds the whole history). */
  async changesSince(revision: number): Promise<HistoryEntry[]> {
    return (await this.read()).history.filter((entry) => entry.revision > revision);
  }

  /** Keeps a copy of a sound registry that has none yet (a data directory from before copies). */
  async keepCopyIfNone(): Promise<void> {
    const loaded = await this.load();
    if ('registry' in loaded && !(await this.copies.revisions()).includes(loaded.registry.revision)) {
      await this.copies.keep(loaded.registry);
    }
  }

  private async load(): Promise<Loaded> {
    let info;
    try {
      info = await this.statFile();
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      return { problem: missing ? 'missing' : 'unreadable', since: new Date().toISOString() };
    }
    // An atomic write replaces the file, so its inode changes with every write.
    const key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (this.cached?.key === key) return this.cached.loaded;
    const since = info.mtime.toISOString();
    let loaded: Loaded;
    try {
      const text = await readFile(this.file, 'utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const parsed = json === undefined ? undefined : registryFileSchema.safeParse(json);
      loaded = !parsed
        ? { problem: 'invalid-json', since }
        : parsed.success
          ? { registry: parsed.data }
          : { problem: 'wrong-schema', since };
    } catch {
      loaded = { problem: 'unreadable', since };
    }
    this.cached = { key, loaded };
    return loaded;
  }

  /**
   * The file's stat, shared by the reads that overlap it. A read that joins a stat begun just before it
   * sees the file as of that moment, as if it had come a little earlier; never older than a write of this
   * process, which lets go of the stat under way.
   */
  private statFile(): Promise<Stats> {
    const statting = (this.statting ??= stat(this.file).finally(() => {
      if (this.statting === statting) this.statting = undefined;
    }));
    return statting;
  }

  /** The registry on disk, for a change: a damaged file refuses every change until it is restored. */
  private async loadForChange(): Promise<RegistryFile> {
    const loaded = await this.load();
    if ('problem' in loaded) throw new RegistryDamagedError(loaded.problem);
    return loaded.registry;
  }

  /**
   * Applies one change: under the lock, reads the registry, checks the
   * revision the caller based its change on (when given), lets `change`
   * build the next registry, and writes it with the revision increased by
   * one. Returns what was written.
   */
  async update(change: RegistryChange, expectedRevision?: number): Promise<RegistryFile> {
    return withFileLock(
      this.file,
      async (lock) => {
        const current = await this.loadForChange();
        if (expectedRevision !== undefined && expectedRevision !== current.revision) {
          throw new RevisionConflictError(expectedRevision, current.revision);
        }
        const next = { ...(await change(current, current.revision + 1)), revision: current.revision + 1 };
        lock.assertHeld();
        await this.write(next);
        return next;
      },
      this.lockTiming,
    );
  }

  /** Creates the registry if no one else did meanwhile; returns the registry on disk either way. */
  async create(initial: () => Promise<RegistryFile>): Promise<RegistryFile> {
    return withFileLock(
      this.file,
      async (lock) => {
        if (await this.exists()) return this.read();
        const registry = await initial();
        lock.assertHeld();
        await this.write(registry);
        return registry;
      },
      this.lockTiming,
    );
  }

  /**
   * Writes a kept copy back as the registry, whether or not the file on disk can be read. Its revision is
   * raised above every revision seen, so a change based on a later, lost revision cannot pass its check.
   */
  async restore(revision: number): Promise<RegistryFile | undefined> {
    return withFileLock(
      this.file,
      async (lock) => {
        const copy = await this.copies.read(revision);
        if (!copy) return undefined;
        const loaded = await this.load();
        const highest = Math.max(
          copy.revision,
          ...(await this.copies.revisions()),
          'registry' in loaded ? loaded.registry.revision : 0,
          this.lastGood?.revision ?? 0,
        );
        const restored = { ...copy, revision: highest + 1 };
        lock.assertHeld();
        await this.write(restored);
        return restored;
      },
      this.lockTiming,
    );
  }

  private async write(registry: RegistryFile): Promise<void> {
    const valid = registryFileSchema.parse(registry);
    await writeFileAtomic(this.file, `${JSON.stringify(valid, null, 2)}\n`);
    this.statting = undefined;
    this.cached = undefined;
    this.lastGood = valid;
    this.damage = undefined;
    await this.copies.keep(valid);
  }
}
