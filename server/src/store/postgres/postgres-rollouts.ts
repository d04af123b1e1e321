import type pg from 'pg';
import type { AreaName } from '@shared/registry';
import { rolloutSchema, type Rollout } from '../../rollout/rollout-record.ts';
import type { Leases, Rollouts } from '../site-store.ts';
import { inTransaction } from './postgres-registry.ts';

/** Taken for the length of one rollout change, so two changes of the same area never interleave. */
const ROLLOUT_LOCK = 0x726f6c6c;

export class PostgresRollouts implements Rollouts {
  constructor(private readonly pool: pg.Pool) {}

  async all(): Promise<Rollout[]> {
    const { rows } = await this.pool.query<{ rollout: unknown }>('SELECT rollout FROM rollouts ORDER BY area');
    return rows.map((row) => rolloutSchema.parse(row.rollout));
  }

  update(area: AreaName, change: (stored: Rollout | undefined) => Rollout | undefined) {
    return inTransaction(this.pool, async (client) => {
      // A row lock cannot lock a row not there yet (the first rollout of an area): an advisory lock can.
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ROLLOUT_LOCK, area]);
      const { rows } = await client.query<{ rollout: unknown }>('SELECT rollout FROM rollouts WHERE area = $1', [area]);
      const next = change(rows[0] ? rolloutSchema.parse(rows[0].rollout) : undefined);
      if (!next) return undefined;
      await client.query(
        `INSERT INTO rollouts (area, rollout) VALUES ($1, $2)
         ON CONFLICT (area) DO UPDATE SET rollout = excluded.rollout, changed_at = now()`,
        [area, JSON.stringify(rolloutSchema.parse(next))],
      );
      return next;
    });
  }
}

/** One statement per take: the row's holder changes only when it is the same holder or the lease expired. */
export class PostgresLeases implements Leases {
  constructor(private readonly pool: pg.Pool) {}

  async hold(name: string, holder: string, ttlMs: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO leases AS held (name, holder, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE held.holder = excluded.holder OR held.expires_at < now()`,
      [name, holder, ttlMs],
    );
    return rowCount === 1;
  }

  async release(name: string, holder: string): Promise<void> {
    await this.pool.query('DELETE FROM leases WHERE name = $1 AND holder = $2', [name, holder]);
  }
}
