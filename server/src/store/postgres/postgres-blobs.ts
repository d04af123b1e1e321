import type pg from 'pg';
import type { ReleaseBlobs } from '../site-store.ts';

/** Bytes sent in one statement at most: a release of many megabytes goes in a few round trips, not one huge one. */
const BATCH_BYTES = 4 * 1024 * 1024;

/** Splits blobs into batches of about BATCH_BYTES (a blob bigger than that is a batch of its own). */
function batches(blobs: ReadonlyMap<string, Buffer>): [string, Buffer][][] {
  const result: [string, Buffer][][] = [];
  let batch: [string, Buffer][] = [];
  let size = 0;
  for (const blob of blobs) {
    if (batch.length > 0 && size + blob[1].length > BATCH_BYTES) {
      result.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(blob);
    size += blob[1].length;
  }
  if (batch.length > 0) result.push(batch);
  return result;
}

/** Release files in `release_blobs`, one row per distinct content. */
export class PostgresReleaseBlobs implements ReleaseBlobs {
  constructor(private readonly pool: pg.Pool) {}

  async missing(hashes: readonly string[]) {
    const { rows } = await this.pool.query<{ hash: string }>(
      'SELECT hash FROM release_blobs WHERE hash = ANY($1::text[])',
      [[...new Set(hashes)]],
    );
    const stored = new Set(rows.map((row) => row.hash));
    return [...new Set(hashes)].filter((hash) => !stored.has(hash));
  }

  async put(blobs: ReadonlyMap<string, Buffer>) {
    // Two publishers of one release store the same bytes under the same hash: the second insert is a no-op.
    for (const batch of batches(blobs)) {
      await this.pool.query(
        `INSERT INTO release_blobs (hash, bytes)
         SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (hash) DO NOTHING`,
        [batch.map(([hash]) => hash), batch.map(([, bytes]) => bytes)],
      );
    }
  }

  async get(hashes: readonly string[]) {
    const { rows } = await this.pool.query<{ hash: string; bytes: Buffer }>(
      'SELECT hash, bytes FROM release_blobs WHERE hash = ANY($1::text[])',
      [[...new Set(hashes)]],
    );
    return new Map(rows.map((row) => [row.hash, row.bytes]));
  }
}
