import type pg from 'pg';
import { HEALTH_RETENTION_MS, minuteOf } from '../../health/health-rows.ts';
import { vitalsKey, vitalsRowSchema, type VitalsRow } from '../../health/vitals-rows.ts';
import type { VitalsCounts } from '../site-store.ts';
import { inTransaction } from './postgres-registry.ts';

/**
 * As the health counts: each server adds its bucket counts in one statement (the sum is the database's)
 * and drops the minutes past the retention; rows go in key order, so two servers never deadlock.
 */
export class PostgresVitalsCounts implements VitalsCounts {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  async add(counted: readonly VitalsRow[]) {
    if (counted.length === 0) return;
    const rows = [...counted].sort((a, b) => vitalsKey(a).localeCompare(vitalsKey(b)));
    const column = <K extends keyof VitalsRow>(key: K) => rows.map((row) => row[key]);
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `INSERT INTO vitals_counts AS stored (minute, area, version, route, metric, bucket, count)
         SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bigint[])
         ON CONFLICT (minute, area, version, route, metric, bucket) DO UPDATE SET count = stored.count + excluded.count`,
        [
          column('minute'),
          column('area'),
          column('version'),
          column('route'),
          column('metric'),
          column('bucket'),
          column('count'),
        ],
      );
      await client.query('DELETE FROM vitals_counts WHERE minute < $1', [minuteOf(this.now() - HEALTH_RETENTION_MS)]);
    });
  }

  async since(minute: string) {
    const { rows } = await this.pool.query<{
      minute: Date;
      area: string;
      version: string;
      route: string;
      metric: string;
      bucket: number;
      count: string;
    }>('SELECT * FROM vitals_counts WHERE minute >= $1', [minute]);
    return rows.map((row) =>
      vitalsRowSchema.parse({ ...row, minute: row.minute.toISOString(), count: Number(row.count) }),
    );
  }
}
