import type pg from 'pg';
import { HEALTH_RETENTION_MS, healthKey, healthRowSchema, minuteOf, type HealthRow } from '../../health/health-rows.ts';
import type { HealthCounts } from '../site-store.ts';
import { inTransaction } from './postgres-registry.ts';

/**
 * Each server adds its counts in one statement (the sum is the database's, never a lost update) and drops
 * the minutes past the retention. Rows go in key order, so two servers adding at once never deadlock.
 */
export class PostgresHealthCounts implements HealthCounts {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  async add(counted: readonly HealthRow[]) {
    if (counted.length === 0) return;
    const rows = [...counted].sort((a, b) => healthKey(a).localeCompare(healthKey(b)));
    const column = <K extends keyof HealthRow>(key: K) => rows.map((row) => row[key]);
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `INSERT INTO health_counts AS stored (minute, kind, area, version, route, client, count)
         SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[])
         ON CONFLICT (minute, kind, area, version, route, client) DO UPDATE SET count = stored.count + excluded.count`,
        [
          column('minute'),
          column('kind'),
          column('area'),
          column('version'),
          column('route'),
          column('client'),
          column('count'),
        ],
      );
      await client.query('DELETE FROM health_counts WHERE minute < $1', [minuteOf(this.now() - HEALTH_RETENTION_MS)]);
    });
  }

  async since(minute: string) {
    const { rows } = await this.pool.query<{
      minute: Date;
      kind: string;
      area: string;
      version: string;
      route: string;
      client: string;
      count: string;
    }>('SELECT * FROM health_counts WHERE minute >= $1', [minute]);
    return rows.map((row) =>
      healthRowSchema.parse({ ...row, minute: row.minute.toISOString(), count: Number(row.count) }),
    );
  }
}
