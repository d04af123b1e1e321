import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { AREAS, type AreaName } from '@shared/registry';

/** What the guard reads: where a release is and the hashes recorded when it was published. */
export interface PublishedReleases {
  folder(area: AreaName, version: string): string;
  publishedHashes(area: AreaName, version: string): Promise<Map<string, string> | undefined>;
}

const RELEASE_FILE = /^\/releases\/([^/]+)\/([^/]+)\/(.+)$/;

/**
 * Whether a file of a release still has the bytes it was published with. Each file is hashed once per
 * change on disk (its size and modification time), not once per request. A release without a record (one
 * published before records existed) is served as it is; promote records it.
 */
export class ReleaseFileGuard {
  private readonly records = new Map<string, Map<string, string>>();
  /** Each file's hash, by its size and modification time: hashed once per change on disk. */
  private readonly hashes = new Map<string, { stamp: string; hash: string }>();

  constructor(private readonly releases: PublishedReleases) {}

  /** `false` for a release file whose bytes differ from the published ones; `true` for anything else. */
  async isIntact(urlPath: string): Promise<boolean> {
    const match = RELEASE_FILE.exec(urlPath);
    if (!match) return true;
    const [, area, version, file] = match as unknown as [string, AreaName, string, string];
    // Callers pass the one normal form of a path (static-files.ts); anything else is refused, not waved through.
    if (!AREAS.includes(area) || [version, ...file.split('/')].some((part) => ['', '.', '..'].includes(part))) {
      return false;
    }
    const record = await this.record(area, version);
    if (!record) return true;
    // The file, and the precompressed copies the server may send in its place (rspack-precompress.ts).
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
