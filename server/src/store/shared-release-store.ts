import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AREAS, type AreaName } from '@shared/registry';
import { writeFileAtomic } from '../registry/atomic-file.ts';
import { withFileLock } from '../registry/file-lock.ts';
import { isTemporaryFile, ownerTag, removeLeftovers } from '../registry/leftovers.ts';
import type { RegistryFile } from '../registry/registry-file.ts';
import {
  differences,
  fingerprint,
  hashesJson,
  ImmutableReleaseError,
  ReleaseStore,
  someFiles,
} from '../registry/release-store.ts';
import type { ReleaseBlobs, ReleaseRecords } from './site-store.ts';

/** Raised when the store's bytes of a release cannot be had whole and as recorded. */
export class ReleaseUnavailableError extends Error {
  constructor(area: AreaName, version: string, why: string) {
    super(`${area} ${version} cannot be fetched from the site store: ${why}`);
    this.name = 'ReleaseUnavailableError';
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function sameRecord(a: Map<string, string> | undefined, b: Map<string, string>): boolean {
  return a !== undefined && differences(a, b).length === 0;
}

/** Every release a registry may send a browser to or render with: each area's current, canary and previous. */
export function referencedReleases(registry: RegistryFile): { area: AreaName; version: string }[] {
  return Object.entries(registry.areas).flatMap(([area, state]) =>
    [state?.current, state?.canary?.release, state?.past[0]]
      .filter((release) => release !== undefined)
      .map((release) => ({ area: area as AreaName, version: release.version })),
  );
}

/**
 * Whether a registry names this release anywhere (current, canary or past): the only releases a server
 * fetches on a browser's request, so made-up versions in addresses never reach the store.
 */
export function namesRelease(registry: RegistryFile, area: AreaName, version: string): boolean {
  const state = registry.areas[area];
  return [state?.current, state?.canary?.release, ...(state?.past ?? [])].some(
    (release) => release?.version === version,
  );
}

/**
 * The release store of a server that shares no disk with the others (PostgreSQL). The truth is the site
 * store: each release's record and its files' bytes, stored once per content hash. `DATA_DIR/releases`
 * is only this server's cache, laid out as the file store's, so serving, the file guard and the Node
 * builds work on it unchanged: a release is fetched into it (checked file by file against its record)
 * the first time it is needed, and every file fetched is also kept in `DATA_DIR/blob-cache/<sha256>`,
 * so a later release that shares it is not fetched again.
 */
export class SharedReleaseStore extends ReleaseStore {
  /** Releases this process has in its cache as recorded: fetched or checked once, then served locally. */
  private readonly cached = new Map<string, Promise<boolean>>();

  constructor(
    dir: string,
    private readonly staging: string,
    private readonly blobCacheDir: string,
    private readonly records: ReleaseRecords,
    private readonly blobs: ReleaseBlobs,
  ) {
    super(dir, staging);
  }

  /**
   * Publishes a build for every server: into this cache as the file store would, then its files' bytes
   * and its record into the site store. A version already recorded there is immutable: the same bytes
   * are `unchanged`, others an ImmutableReleaseError.
   */
  override async publish(area: AreaName, version: string, source: string): Promise<'published' | 'unchanged'> {
    const stored = await this.records.read(area, version);
    if (stored) {
      const changed = differences(await fingerprint(source), stored);
      if (changed.length > 0) throw new ImmutableReleaseError(area, version, changed);
      await this.ensureLocal(area, version);
      return 'unchanged';
    }
    await super.publish(area, version, source);
    await this.upload(area, version);
    return 'published';
  }

  /** Stores the cached release's bytes (those not stored yet), then its record: a record never names missing bytes. */
  private async upload(area: AreaName, version: string): Promise<void> {
    const record = await super.publishedHashes(area, version);
    if (!record) throw new ReleaseUnavailableError(area, version, 'its local copy has no record');
    const missing = new Set(await this.blobs.missing([...record.values()]));
    const bytes = new Map<string, Buffer>();
    for (const [file, hash] of record) {
      if (!missing.has(hash) || bytes.has(hash)) continue;
      const content = await readFile(path.join(this.folder(area, version), file));
      if (sha256(content) !== hash) throw new ImmutableReleaseError(area, version, [file]);
      bytes.set(hash, content);
    }
    await this.blobs.put(bytes);
    await this.records.write(area, version, record);
    // Two publishers of one version with different bytes: the first record stays, the other copy goes.
    const winner = await this.records.read(area, version);
    if (!sameRecord(winner, record)) {
      this.cached.delete(`${area}@${version}`);
      await rm(this.folder(area, version), { recursive: true, force: true });
      await rm(this.hashesFile(area, version), { force: true });
      throw new ImmutableReleaseError(area, version, differences(record, winner ?? new Map()));
    }
  }

  /**
   * Makes this server's cache hold the release with exactly its recorded bytes, fetching what it lacks.
   * `false` when the site store has no such release. Concurrent calls for one release share one fetch.
   */
  ensureLocal(area: AreaName, version: string): Promise<boolean> {
    const key = `${area}@${version}`;
    let pending = this.cached.get(key);
    if (!pending) {
      pending = this.fetchIfNeeded(area, version);
      this.cached.set(key, pending);
      // A release not there yet (or a store out of reach) is asked again next time.
      pending.then(
        (present) => present || this.cached.delete(key),
        () => this.cached.delete(key),
      );
    }
    return pending;
  }

  /** Fetches every release `registry` may serve (before a server starts serving that registry). */
  async ensureReferenced(registry: RegistryFile): Promise<void> {
    for (const { area, version } of referencedReleases(registry)) await this.ensureLocal(area, version);
  }

  /** Fetches each area's newest published version (rung when a release is published anywhere). */
  async prefetchNewest(): Promise<void> {
    for (const area of AREAS) {
      const [newest] = await this.list(area);
      if (newest) await this.ensureLocal(area, newest);
    }
  }

  private async fetchIfNeeded(area: AreaName, version: string): Promise<boolean> {
    const record = await this.records.read(area, version);
    if (!record) return false;
    if (sameRecord(await super.publishedHashes(area, version), record) && (await super.has(area, version))) return true;
    await mkdir(this.staging, { recursive: true });
    // Another process on this DATA_DIR (the CLI beside a server) may fetch the same release: one at a time.
    await withFileLock(path.join(this.staging, `${area}-${version}`), async (lock) => {
      if (sameRecord(await super.publishedHashes(area, version), record) && (await super.has(area, version))) return;
      const bytes = await this.blobsOf(area, version, record);
      const staged = path.join(this.staging, `${area}-${version}-${ownerTag()}-${randomBytes(4).toString('hex')}`);
      const target = this.folder(area, version);
      const replaced = `${staged}-replaced`;
      try {
        for (const [file, hash] of record) {
          const destination = path.join(staged, ...file.split('/'));
          await mkdir(path.dirname(destination), { recursive: true });
          // No fsync: the folder is placed by one rename, and a copy cut short by a crash is fetched again.
          await writeFile(destination, bytes.get(hash) as Buffer);
        }
        await mkdir(path.dirname(target), { recursive: true });
        await writeFileAtomic(this.hashesFile(area, version), hashesJson(record));
        // A copy that differs from the record (changed on disk, or left by a crash) is replaced.
        if (await exists(target)) await rename(target, replaced);
        lock.assertHeld();
        await rename(staged, target);
      } finally {
        await rm(staged, { recursive: true, force: true });
        await rm(replaced, { recursive: true, force: true });
      }
    });
    return true;
  }

  /** The bytes of every hash of `record`: from the blob cache when there, else from the store (and cached). */
  private async blobsOf(area: AreaName, version: string, record: Map<string, string>): Promise<Map<string, Buffer>> {
    const bytes = new Map<string, Buffer>();
    const wanted = [...new Set(record.values())];
    for (const hash of wanted) {
      const cached = await readFile(path.join(this.blobCacheDir, hash)).catch(() => undefined);
      if (cached && sha256(cached) === hash) bytes.set(hash, cached);
    }
    const fetched = await this.blobs.get(wanted.filter((hash) => !bytes.has(hash)));
    await mkdir(this.blobCacheDir, { recursive: true });
    for (const [hash, content] of fetched) {
      if (sha256(content) !== hash) continue; // bytes that are not what they are named after are no use
      bytes.set(hash, content);
      // A cache: a file cut short (or read while being written) fails its hash check and is fetched again.
      await writeFile(path.join(this.blobCacheDir, hash), content);
    }
    const absent = [...record].filter(([, hash]) => !bytes.has(hash)).map(([file]) => file);
    if (absent.length > 0) throw new ReleaseUnavailableError(area, version, `no sound bytes of ${someFiles(absent)}`);
    return bytes;
  }

  /** On a shared store a release exists when it is recorded there; it is then fetched into the cache. */
  override has(area: AreaName, version: string): Promise<boolean> {
    return this.ensureLocal(area, version);
  }

  /** The versions recorded in the site store, newest first (this cache may hold fewer). */
  override list(area: AreaName): Promise<string[]> {
    return this.records.versions(area);
  }

  /** The cache's copy of the store's record (written when fetched), else the store's own. */
  override async publishedHashes(area: AreaName, version: string): Promise<Map<string, string> | undefined> {
    return (await super.publishedHashes(area, version)) ?? this.records.read(area, version);
  }

  override async changedFiles(area: AreaName, version: string): Promise<string[]> {
    await this.ensureLocal(area, version);
    return super.changedFiles(area, version);
  }

  override async sameBytes(area: AreaName, version: string, source: string): Promise<boolean> {
    await this.ensureLocal(area, version);
    return super.sameBytes(area, version, source);
  }

  override async removeLeftovers(): Promise<string[]> {
    return [...(await super.removeLeftovers()), ...(await removeLeftovers(this.blobCacheDir, isTemporaryFile))];
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
