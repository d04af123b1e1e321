import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { AREAS, type AreaName } from '@shared/registry';

/** Files of a release the server found changed since it was published: its own, verified finding. */
export interface TamperFinding {
  area: AreaName;
  version: string;
  /** `/`-separated paths inside the release, sorted. */
  files: string[];
}

/** What the guard reads: where a release is and the hashes recorded when it was published. */
export interface PublishedReleases {
  folder(area: AreaName, version: string): string;
  publishedHashes(area: AreaName, version: string): Promise<Map<string, string> | undefined>;
}

const RELEASE_FILE = /^\/releases\/([^/]+)\/([^/]+)\/(.+)$/;

/**
 * Whether a file of a release still has the bytes it was published with. Each file is hashed once per
 * change on disk (its size and modification time), not once per request. A release without a record (one
 * published before records existed, or placed by a publish that crashed) is served as it is; promote,
 * canary and rollback refuse it until a new publish replaces it from checked bytes.
 */
export class ReleaseFileGuard {
  private readonly records = new Map<string, Map<string, string>>();
  /** Each file's hash, by its size and modification time: hashed once per change on disk. */
  private readonly hashes = new Map<string, { stamp: string; hash: string }>();

  /** Per release (`area@version`), the files found changed and not yet seen intact again. */
  private readonly changed = new Map<string, Set<string>>();

  constructor(
    private readonly releases: PublishedReleases,
    /** Told each time changed files of a release are found (refused, or checked for a render). */
    private readonly onChanged: (finding: TamperFinding) => void = () => undefined,
  ) {}

  /** `false` for a release file whose bytes differ from the published ones; `true` for anything else. */
  async isIntact(urlPath: string): Promise<boolean> {
    const match = RELEASE_FILE.exec(urlPath);
    if (!match) return true;
    const [, area, version, file] = match as unknown as [string, AreaName, string, string];
    // Callers pass the one normal form of a path (static-files.ts); anything else is refused, not waved through.
    if (!AREAS.includes(area) || [version, ...file.split('/')].some((part) => ['', '.', '..'].includes(part))) {
      return false;
    }
    return (await this.check(area, version, [file])).length === 0;
  }

  /**
   * Which of `files` of a release, and of its files found changed before (checked again), differ from
   * the published bytes. Server rendering asks before it sends a page of the release, so it never sends
   * one whose files this guard would refuse the browser.
   */
  changedFiles(area: AreaName, version: string, files: readonly string[]): Promise<string[]> {
    return this.check(area, version, [...files, ...(this.changed.get(`${area}@${version}`) ?? [])]);
  }

  /** Every file the release was published with, checked (each hashed once per change on disk). */
  async verifyRelease(area: AreaName, version: string): Promise<string[]> {
    const record = await this.record(area, version);
    // A precompressed copy is checked with the file it stands for.
    const files = [...(record?.keys() ?? [])].filter(
      (file) => !/\.(br|gz)$/.test(file) || !record?.has(file.slice(0, -3)),
    );
    return this.changedFiles(area, version, files);
  }

  /**
   * Which of `files` differ from the published bytes. A finding is reported and remembered; a file seen
   * intact again (restored) is forgotten.
   */
  private async check(area: AreaName, version: string, files: readonly string[]): Promise<string[]> {
    const record = await this.record(area, version);
    if (!record) return [];
    const key = `${area}@${version}`;
    const known = this.changed.get(key) ?? new Set<string>();
    const found: string[] = [];
    for (const file of new Set(files)) {
      if (await this.intact(area, version, file, record)) known.delete(file);
      else {
        known.add(file);
        found.push(file);
      }
    }
    if (known.size) this.changed.set(key, known);
    else this.changed.delete(key);
    if (found.length) this.onChanged({ area, version, files: found.sort() });
    return found;
  }

  /** The file, and the precompressed copies the server may send in its place (build/plugins/precompress.ts). */
  private async intact(area: AreaName, version: string, file: string, record: Map<string, string>) {
    for (const each of [file, `${file}.br`, `${file}.gz`]) {
      if (!(await this.fileIntact(path.join(this.releases.folder(area, version), each), record.get(each)))) {
        return false;
      }
    }
    return true;
  }

  /** Whether a file has the published hash; a file that is not there is the static handler's 404. */
  private async fileIntact(absolute: string, published: string | undefined): Promise<boolean> {
    const info = await stat(absolute).catch(() => undefined);
    if (!info?.isFile()) return true;
    const stamp = `${info.size}:${info.mtimeMs}`;
    let known = this.hashes.get(absolute);
    if (known?.stamp !== stamp) {
      known = {
        stamp,
        hash: createHash('sha256')
          .update(await readFile(absolute))
          .digest('hex'),
      };
      this.hashes.set(absolute, known);
    }
    return published === known.hash;
  }

  private async record(area: AreaName, version: string): Promise<Map<string, string> | undefined> {
    const key = `${area}@${version}`;
    const cached = this.records.get(key);
    if (cached) return cached;
    const record = await this.releases.publishedHashes(area, version).catch(() => undefined);
    if (record) this.records.set(key, record); // a record never changes once written
    return record;
  }
}
