import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { AREAS, containerName, type AreaName, MANIFEST_FILE } from '@shared/registry';
import { writeFileAtomic } from './atomic-file.ts';
import { withFileLock } from './file-lock.ts';
import { isTemporaryFile, ownerTag, removeLeftovers } from './leftovers.ts';
import { readManifest } from './release-manifest.ts';

/** Raised when publishing would change the bytes of a version that is already published. */
export class ImmutableReleaseError extends Error {
  constructor(area: AreaName, version: string, differences: string[]) {
    super(
      `${area} ${version} is already published with different bytes (${someFiles(differences)}). ` +
        `Releases are immutable: bump the version in the area's package.json and build again.`,
    );
    this.name = 'ImmutableReleaseError';
  }
}

/** Files of a release for a message: the first five, and `…` when there are more. */
export function someFiles(files: readonly string[]): string {
  return files.slice(0, 5).join(', ') + (files.length > 5 ? ', …' : '');
}

/** Raised when a folder to publish is not a release of the named area and version. */
export class NotAReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotAReleaseError';
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Every file below `dir` (relative paths, sorted) with the SHA-256 of its bytes. */
export async function fingerprint(dir: string): Promise<Map<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const result = new Map<string, string>();
  for (const file of files) {
    result.set(
      file,
      createHash('sha256')
        .update(await readFile(path.join(dir, file)))
        .digest('hex'),
    );
  }
  return result;
}

/** The steps of a publish after which a crash is simulated in tests. */
export type PublishStep = 'copied' | 'recorded';

/** How changedFiles names the missing record of a release placed without one (and holding no files). */
const NO_RECORD = '(no record of its published bytes)';

/** The suffix of a release's record of hashes, beside its folder. */
export const HASHES_SUFFIX = '.files.json';

export function hashesJson(hashes: Map<string, string>): string {
  return `${JSON.stringify(Object.fromEntries(hashes), null, 2)}\n`;
}

/** A release's recorded hashes, by file (`/`-separated); undefined when there is no record. */
async function readHashes(file: string): Promise<Map<string, string> | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let parsed: Record<string, string>;
  try {
    parsed = JSON.parse(text) as Record<string, string>;
  } catch {
    return undefined; // written atomically, so only a hand-edited file gets here: as if none
  }
  return new Map(Object.entries(parsed).map(([name, hash]) => [name.split(path.sep).join('/'), hash]));
}

export function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name) !== b.get(name)).sort();
}

/**
 * The server's release store: `<dir>/<area>/<version>/`, the folder the
 * server serves at /releases/. A version, once published, never changes: a
 * second publish with the same bytes is a no-op, with other bytes an error.
 */
export class ReleaseStore {
  constructor(
    readonly dir: string,
    private readonly stagingDir: string,
    /** Called after each step of a publish; tests crash a publish there, as a full disk or a kill would. */
    private readonly afterStep?: (step: PublishStep) => void | Promise<void>,
  ) {}

  private async step(step: PublishStep): Promise<void> {
    await this.afterStep?.(step);
  }

  /** Folder of one release in the store. */
  folder(area: AreaName, version: string): string {
    return path.join(this.dir, area, version);
  }

  /**
   * The SHA-256 of every file of a release as it was published, recorded beside its folder
   * (`<area>/<version>.files.json`, never served): what promote, canary, rollback and serving check
   * the store's bytes against.
   */
  hashesFile(area: AreaName, version: string): string {
    return path.join(this.dir, area, `${version}${HASHES_SUFFIX}`);
  }

  /**
   * The files of a published release whose bytes are no longer the published ones (changed, added or
   * gone). A release without a record was placed by a publish that never finished (or before records
   * existed): nobody checked its bytes, so every file counts as changed until `publish` replaces it.
   */
  async changedFiles(area: AreaName, version: string): Promise<string[]> {
    const recorded = await readHashes(this.hashesFile(area, version));
    const now = await fingerprint(this.folder(area, version));
    if (!recorded) return [...now.keys()].length ? [...now.keys()] : [NO_RECORD];
    return differences(recorded, now);
  }

  /** The published SHA-256 of every file of a release, by `/`-separated path (`undefined`: no record yet). */
  publishedHashes(area: AreaName, version: string): Promise<Map<string, string> | undefined> {
    return readHashes(this.hashesFile(area, version));
  }

  /** Whether a release is in the store. */
  has(area: AreaName, version: string): Promise<boolean> {
    return exists(path.join(this.folder(area, version), MANIFEST_FILE));
  }

  /** Published versions of an area, newest first. */
  async list(area: AreaName): Promise<string[]> {
    return listReleaseFolders(path.join(this.dir, area));
  }

  /**
   * Copies a built release into the store: to a staging folder first, whose hashes are recorded before it
   * is renamed into place, so the server never serves half a release and no placed release has a record
   * made from bytes other than the staged ones. Publishes of one version take turns (a lock beside the
   * staging folder); a failure at any step removes the staging copy, and a crashed run's leftovers go at the
   * next publish (or server start).
   */
  async publish(area: AreaName, version: string, source: string): Promise<'published' | 'unchanged'> {
    await checkReleaseFolder(area, version, source);
    await mkdir(this.stagingDir, { recursive: true });
    return withFileLock(path.join(this.stagingDir, `${area}-${version}`), async (lock) => {
      await this.removeLeftovers();
      const target = this.folder(area, version);
      const recorded = await readHashes(this.hashesFile(area, version));
      if (recorded && (await exists(target))) {
        const changed = differences(await fingerprint(source), recorded);
        if (changed.length > 0) throw new ImmutableReleaseError(area, version, changed);
        return 'unchanged';
      }
      const staging = path.join(this.stagingDir, `${area}-${version}-${ownerTag()}-${randomBytes(4).toString('hex')}`);
      // A folder placed without its record (a publish killed after placing it) is damaged: set aside, replaced.
      const damaged = `${staging}-damaged`;
      try {
        await cp(source, staging, { recursive: true });
        await this.step('copied');
        const hashes = await fingerprint(staging);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFileAtomic(this.hashesFile(area, version), hashesJson(hashes));
        await this.step('recorded');
        if (await exists(target)) await rename(target, damaged);
        lock.assertHeld();
        await rename(staging, target);
        return 'published';
      } catch (error) {
        // The record names bytes that were never placed: without it, whatever is there stays unrecorded.
        if (!(await exists(target))) await rm(this.hashesFile(area, version), { force: true });
        throw error;
      } finally {
        await rm(staging, { recursive: true, force: true });
        await rm(damaged, { recursive: true, force: true });
      }
    });
  }

  /**
   * Removes what crashed runs left: staging copies and temporary files (of the registry and of hash
   * records) whose process is gone. Returns their names.
   */
  async removeLeftovers(): Promise<string[]> {
    const staged = await removeLeftovers(this.stagingDir, (name) => !name.endsWith('.lock'));
    const temporary = await removeLeftovers(path.dirname(this.dir), isTemporaryFile);
    const records: string[] = [];
    for (const area of AREAS) records.push(...(await removeLeftovers(path.join(this.dir, area), isTemporaryFile)));
    return [...staged, ...temporary, ...records];
  }

  /** Whether a folder holds exactly the bytes of a published release. */
  async sameBytes(area: AreaName, version: string, source: string): Promise<boolean> {
    const changed = differences(await fingerprint(source), await fingerprint(this.folder(area, version)));
    return changed.length === 0;
  }
}

/** Versions (valid semver folders holding an `mf-manifest.json`) in an area's folder, newest first. */
export async function listReleaseFolders(areaDir: string): Promise<string[]> {
  const names = await readdir(areaDir).catch(() => [] as string[]);
  const versions: string[] = [];
  for (const name of names) {
    if (semver.valid(name) && (await exists(path.join(areaDir, name, MANIFEST_FILE)))) versions.push(name);
  }
  return versions.sort(semver.rcompare);
}

/** Refuses a folder that is not a build of this area at this version. */
async function checkReleaseFolder(area: AreaName, version: string, folder: string): Promise<void> {
  if (!(await exists(folder))) throw new NotAReleaseError(`No build of ${area} ${version} at ${folder}.`);
  const { manifest } = await readManifest(path.join(folder, MANIFEST_FILE)).catch((error: Error) => {
    throw new NotAReleaseError(error.message);
  });
  if (manifest.name !== containerName(area)) {
    throw new NotAReleaseError(`${folder} is a build of "${manifest.name}", not of ${containerName(area)}.`);
  }
  const built = manifest.metaData.buildInfo?.buildVersion;
  if (built && built !== version) {
    throw new NotAReleaseError(`${folder} was built as version ${built}, not ${version}.`);
  }
}
