import pg from 'pg';
import semver from 'semver';
import type { AreaName } from '@shared/registry';
import { loadFailureSummarySchema, type LoadFailureSummary } from '../../registry/load-reports.ts';
import type {
  FailureReports,
  HealthCounts,
  Leases,
  VitalsCounts,
  ReleaseBlobs,
  ReleaseRecords,
  Rollouts,
  SharedSettings,
  SharedSettingsAccess,
  SiteStore,
} from '../site-store.ts';
import { explainStoreError } from '../store-unreachable.ts';
import { applyMigrations } from './migrate.ts';
import { PostgresReleaseBlobs } from './postgres-blobs.ts';
import { PostgresHealthCounts } from './postgres-health.ts';
import { PostgresLeases, PostgresRollouts } from './postgres-rollouts.ts';
import { PostgresVitalsCounts } from './postgres-vitals.ts';
import { listenForChanges, notifyChange, type StoreChange } from './notify.ts';
import { inTransaction, PostgresRegistry } from './postgres-registry.ts';

class PostgresReleaseRecords implements ReleaseRecords {
  constructor(private readonly pool: pg.Pool) {}

  async read(area: AreaName, version: string) {
    const { rows } = await this.pool.query<{ files: Record<string, string> }>(
      'SELECT files FROM release_records WHERE area = $1 AND version = $2',
      [area, version],
    );
    return rows[0] ? new Map(Object.entries(rows[0].files)) : undefined;
  }

  async write(area: AreaName, version: string, hashes: Map<string, string>) {
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `INSERT INTO release_records (area, version, files) VALUES ($1, $2, $3)
         ON CONFLICT (area, version) DO NOTHING`,
        [area, version, JSON.stringify(Object.fromEntries(hashes))],
      );
      await notifyChange(client, { kind: 'releases' });
    });
  }

  async remove(area: AreaName, version: string) {
    await this.pool.query('DELETE FROM release_records WHERE area = $1 AND version = $2', [area, version]);
  }

  async versions(area: AreaName) {
    const { rows } = await this.pool.query<{ version: string }>('SELECT version FROM release_records WHERE area = $1', [
      area,
    ]);
    return rows.map((row) => row.version).sort(semver.rcompare);
  }
}

/** Each server adds its counts in one statement per release: the sum is the database's, never a lost update. */
class PostgresFailureReports implements FailureReports {
  constructor(private readonly pool: pg.Pool) {}

  async add(counted: readonly LoadFailureSummary[]) {
    if (counted.length === 0) return;
    await inTransaction(this.pool, async (client) => {
      for (const summary of counted) {
        // Every SET expression sees the stored row as it was, so last_at is compared before it moves.
        await client.query(
          `INSERT INTO failure_reports AS stored
             (kind, area, version, count, first_at, last_at, last_reason, last_fallback_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (kind, area, version) DO UPDATE SET
             count = stored.count + excluded.count,
             first_at = least(stored.first_at, excluded.first_at),
             last_reason = CASE WHEN excluded.last_at >= stored.last_at THEN excluded.last_reason ELSE stored.last_reason END,
             last_fallback_version = CASE WHEN excluded.last_at >= stored.last_at
               THEN excluded.last_fallback_version ELSE stored.last_fallback_version END,
             last_at = greatest(stored.last_at, excluded.last_at)`,
          [
            summary.kind,
            summary.area,
            summary.version,
            summary.count,
            summary.firstAt,
            summary.lastAt,
            summary.lastReason,
            summary.lastFallbackVersion ?? null,
          ],
        );
      }
      await notifyChange(client, { kind: 'failures' });
    });
  }

  async all() {
    const { rows } = await this.pool.query<{
      kind: string;
      area: string;
      version: string;
      count: string;
      first_at: Date;
      last_at: Date;
      last_reason: string;
      last_fallback_version: string | null;
    }>('SELECT * FROM failure_reports ORDER BY last_at DESC');
    return rows.map((row) =>
      loadFailureSummarySchema.parse({
        kind: row.kind,
        area: row.area,
        version: row.version,
        count: Number(row.count), // bigint arrives as text
        firstAt: row.first_at.toISOString(),
        lastAt: row.last_at.toISOString(),
        lastReason: row.last_reason,
        ...(row.last_fallback_version !== null ? { lastFallbackVersion: row.last_fallback_version } : {}),
      }),
    );
  }
}

class PostgresSharedSettings implements SharedSettingsAccess {
  constructor(private readonly pool: pg.Pool) {}

  async read(): Promise<SharedSettings | undefined> {
    const { rows } = await this.pool.query<{ release_origins: string[]; releases_base_url: string }>(
      'SELECT release_origins, releases_base_url FROM shared_settings',
    );
    const row = rows[0];
    return row && { releaseOrigins: row.release_origins, releasesBaseUrl: row.releases_base_url };
  }

  async write(settings: SharedSettings) {
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `INSERT INTO shared_settings (release_origins, releases_base_url) VALUES ($1, $2)
         ON CONFLICT (only_row) DO UPDATE SET release_origins = excluded.release_origins,
           releases_base_url = excluded.releases_base_url, changed_at = now()`,
        [JSON.stringify(settings.releaseOrigins), settings.releasesBaseUrl],
      );
      await notifyChange(client, { kind: 'settings' });
    });
  }
}

/** A listening connection; `close` ends it without calling `onLost`. */
export interface Listener {
  close(): Promise<void>;
}

/** A database that does not answer a new connection in this time counts as out of reach (no hanging CLI). */
const CONNECT_TIMEOUT_MS = 5_000;

/** How often a listening connection checks that the database still answers. */
const HEARTBEAT_MS = 5_000;

/** How many connections one server or CLI keeps: changes queue on a row lock anyway, reads are small. */
const POOL_SIZE = 4;

/**
 * The store for many servers: everything in one PostgreSQL database (DATABASE_URL), its schema brought
 * up to date by numbered migrations on `ready()`.
 */
export class PostgresSiteStore implements SiteStore {
  readonly kind = 'postgres';
  readonly registry: PostgresRegistry;
  readonly releaseRecords: ReleaseRecords;
  readonly releaseBlobs: ReleaseBlobs;
  readonly failures: FailureReports;
  readonly health: HealthCounts;
  readonly vitals: VitalsCounts;
  readonly sharedSettings: SharedSettingsAccess;
  readonly rollouts: Rollouts;
  readonly leases: Leases;
  private readonly pool: pg.Pool;
  /** How to end each listening connection this store opened (without calling its `onLost`). */
  private readonly listeners = new Set<() => Promise<void>>();
  private migrated?: Promise<number[]>;

  constructor(private readonly databaseUrl: string) {
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection that breaks (the database restarted) is dropped by the pool; without a listener
    // the error would end the process.
    this.pool.on('error', () => undefined);
    this.registry = new PostgresRegistry(this.pool);
    this.releaseRecords = new PostgresReleaseRecords(this.pool);
    this.releaseBlobs = new PostgresReleaseBlobs(this.pool);
    this.failures = new PostgresFailureReports(this.pool);
    this.health = new PostgresHealthCounts(this.pool);
    this.vitals = new PostgresVitalsCounts(this.pool);
    this.sharedSettings = new PostgresSharedSettings(this.pool);
    this.rollouts = new PostgresRollouts(this.pool);
    this.leases = new PostgresLeases(this.pool);
  }

  /** Applies pending migrations once per process; the numbers applied by this call are kept for logs. */
  migrate(): Promise<number[]> {
    this.migrated ??= applyMigrations(this.pool).catch((error: unknown) => {
      this.migrated = undefined; // a database that was down at start is tried again on the next call
      throw error;
    });
    return this.migrated;
  }

  /** Applies pending migrations; a database out of reach is StoreUnreachableError (a clear message). */
  async ready() {
    await this.migrate().catch((error: unknown) => {
      throw explainStoreError(error);
    });
  }

  /**
   * Calls `onChange` for every change any server commits (on a connection of its own), and `onLost` once
   * when that connection breaks (the database stopped or restarted): notifications sent meanwhile are
   * lost, so the caller reconnects and reads what is newer than the revision it knows.
   */
  async listen(onChange: (change: StoreChange) => void, onLost?: () => void): Promise<Listener> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
    });
    let open = true;
    // A database cut off without a reset (a network partition) closes nothing: a query that goes
    // unanswered is how the listener finds out, within HEARTBEAT_MS plus the query's timeout.
    const heartbeat = setInterval(() => void client.query('SELECT 1').catch(() => lost()), HEARTBEAT_MS);
    heartbeat.unref();
    const lost = () => {
      clearInterval(heartbeat);
      if (!open) return;
      open = false;
      onLost?.();
    };
    client.on('error', lost);
    client.on('end', lost);
    const close = async () => {
      clearInterval(heartbeat);
      open = false;
      this.listeners.delete(close);
      await client.end().catch(() => undefined);
    };
    try {
      await client.connect();
      this.listeners.add(close);
      await listenForChanges(client, onChange);
    } catch (error) {
      await close();
      throw explainStoreError(error);
    }
    return { close };
  }

  async close() {
    await Promise.all([...this.listeners].map((close) => close()));
    await this.pool.end();
  }
}
