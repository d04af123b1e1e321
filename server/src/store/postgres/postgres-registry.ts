import type { Pool, PoolClient } from 'pg';
import {
  registryFileSchema,
  historyEntrySchema,
  type HistoryEntry,
  type RegistryFile,
} from '../../registry/registry-file.ts';
import { RegistryMissingError, RevisionConflictError, type RegistryHealth } from '../../registry/registry-store.ts';
import type { RegistryAccess, RegistryChange } from '../site-store.ts';
import { notifyChange } from './notify.ts';

/** Taken while the first registry is created, so two servers starting on an empty database seed it once. */
const CREATE_LOCK = [0x6d616472, 2] as const;

/** Raised when a change would drop or rewrite history entries (history is append-only). */
export class HistoryRewriteError extends Error {
  constructor() {
    super('A registry change may only add history entries, never drop or rewrite them.');
    this.name = 'HistoryRewriteError';
  }
}

/** Runs `task` in one transaction on one connection: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(pool: Pool, task: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await task(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

type Queryable = Pick<PoolClient, 'query'>;

/**
 * One statement, so one snapshot: the revision, every area and the history entries above `after` can
 * never come from two different commits.
 */
async function readRows(db: Queryable, after: number) {
  const { rows } = await db.query<{ revision: number; areas: unknown; history: unknown[] }>(
    `SELECT r.revision,
       (SELECT coalesce(jsonb_object_agg(area, state), '{}'::jsonb) FROM registry_areas) AS areas,
       (SELECT coalesce(jsonb_agg(entry ORDER BY position), '[]'::jsonb)
          FROM registry_history WHERE revision > $1) AS history
     FROM registry_revision r`,
    [after],
  );
  return rows[0];
}

/** Writes every area of `next` that differs from `current`, and drops areas `next` no longer has. */
async function writeAreas(client: PoolClient, current: RegistryFile, next: RegistryFile): Promise<void> {
  for (const [area, state] of Object.entries(next.areas)) {
    if (JSON.stringify(current.areas[area as keyof RegistryFile['areas']]) === JSON.stringify(state)) continue;
    await client.query(
      `INSERT INTO registry_areas (area, state) VALUES ($1, $2)
       ON CONFLICT (area) DO UPDATE SET state = excluded.state`,
      [area, JSON.stringify(state)],
    );
  }
  const gone = Object.keys(current.areas).filter((area) => !(area in next.areas));
  if (gone.length) await client.query('DELETE FROM registry_areas WHERE area = ANY($1)', [gone]);
}

async function appendHistory(client: PoolClient, entries: readonly HistoryEntry[]): Promise<void> {
  for (const entry of entries) {
    await client.query('INSERT INTO registry_history (revision, entry) VALUES ($1, $2)', [
      entry.revision,
      JSON.stringify(entry),
    ]);
  }
}

/**
 * The registry in PostgreSQL. A change is one transaction: it locks the revision row (concurrent changes
 * queue there, whichever server or CLI makes them), checks the expected revision, writes the areas that
 * changed and the new history entries, raises the revision and rings `NOTIFY` (delivered on commit only).
 * Reads are cached by revision: a read asks for the revision and fetches only what is newer.
 */
export class PostgresRegistry implements RegistryAccess {
  private cached?: RegistryFile;

  constructor(private readonly pool: Pool) {}

  async read(): Promise<RegistryFile> {
    const known = this.cached;
    let row = await readRows(this.pool, known?.revision ?? -1);
    if (!row) throw new RegistryMissingError();
    if (known && row.revision === known.revision) return known;
    // A revision below the one known means the database was replaced: read it whole.
    if (known && row.revision < known.revision) row = await readRows(this.pool, -1);
    if (!row) throw new RegistryMissingError();
    const history = known && row.revision > known.revision ? [...known.history, ...row.history] : row.history;
    const registry = registryFileSchema.parse({ revision: row.revision, areas: row.areas, history });
    this.cached = registry;
    return registry;
  }

  async update(change: RegistryChange, expectedRevision?: number): Promise<RegistryFile> {
    const next = await inTransaction(this.pool, async (client) => {
      const locked = await client.query<{ revision: number }>('SELECT revision FROM registry_revision FOR UPDATE');
      const revision = locked.rows[0]?.revision;
      if (revision === undefined) throw new RegistryMissingError();
      if (expectedRevision !== undefined && expectedRevision !== revision) {
        throw new RevisionConflictError(expectedRevision, revision);
      }
      const rows = (await readRows(client, -1))!;
      const current = registryFileSchema.parse({ revision, areas: rows.areas, history: rows.history });
      const proposed = await change(current, revision + 1);
      const next = registryFileSchema.parse({ ...proposed, revision: revision + 1 });
      const kept = next.history.slice(0, current.history.length);
      if (kept.length < current.history.length || JSON.stringify(kept) !== JSON.stringify(current.history)) {
        throw new HistoryRewriteError();
      }
      await writeAreas(client, current, next);
      await appendHistory(client, next.history.slice(current.history.length));
      await client.query('UPDATE registry_revision SET revision = $1, changed_at = now()', [next.revision]);
      await notifyChange(client, { kind: 'registry', revision: next.revision });
      return next;
    });
    this.cached = next;
    return next;
  }

  async create(initial: () => Promise<RegistryFile>): Promise<RegistryFile> {
    const created = await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [...CREATE_LOCK]);
      const exists = await client.query('SELECT 1 FROM registry_revision');
      if (exists.rowCount) return undefined;
      const registry = registryFileSchema.parse(await initial());
      await writeAreas(client, { revision: 0, areas: {}, history: [] }, registry);
      await appendHistory(client, registry.history);
      await client.query('INSERT INTO registry_revision (revision) VALUES ($1)', [registry.revision]);
      await notifyChange(client, { kind: 'registry', revision: registry.revision });
      return registry;
    });
    return created ?? this.read();
  }

  async isNew(): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM registry_revision');
    return !rowCount;
  }

  /** The database holds no file to damage: a registry read is sound or fails (degraded mode comes next). */
  async health(): Promise<RegistryHealth> {
    return { damaged: false };
  }

  async changesSince(revision: number): Promise<HistoryEntry[]> {
    const { rows } = await this.pool.query<{ entry: unknown }>(
      'SELECT entry FROM registry_history WHERE revision > $1 ORDER BY position',
      [revision],
    );
    return rows.map((row) => historyEntrySchema.parse(row.entry));
  }

  /** PostgreSQL keeps its own durability (WAL, backups): no copies beside it. */
  async keepCopyIfNone(): Promise<void> {}
}
