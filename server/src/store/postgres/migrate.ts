import type { Pool } from 'pg';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

/**
 * The advisory lock every migrating process takes (two 32-bit keys: this project, "migrations"), so two
 * servers starting at once apply each migration once: the second waits, then finds nothing left to do.
 */
const MIGRATION_LOCK = [0x6d616472, 1] as const;

/**
 * Applies the migrations the database has not seen, all in one transaction under the advisory lock: a
 * failed migration leaves the schema as it was. Returns the numbers applied. A database migrated by newer
 * code keeps its extra migrations; this code uses only the tables it knows.
 */
export async function applyMigrations(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [...MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      number integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ number: number }>('SELECT number FROM schema_migrations');
    const done = new Set(rows.map((row) => row.number));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.number - b.number)) {
      if (done.has(migration.number)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (number, name) VALUES ($1, $2)', [
        migration.number,
        migration.name,
      ]);
      applied.push(migration.number);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
