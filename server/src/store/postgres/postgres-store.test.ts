import pg from 'pg';
import { siteStoreContract } from '../site-store-contract.ts';
import { promoteQuiz } from '../store-fixtures.ts';
import { applyMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import type { StoreChange } from './notify.ts';
import { HistoryRewriteError } from './postgres-registry.ts';
import { PostgresSiteStore } from './postgres-store.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

let cluster: ThrowawayPostgres;
beforeAll(async () => {
  cluster = await startThrowawayPostgres();
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
});

describe('the PostgreSQL store', () => {
  siteStoreContract(async () => {
    const url = await cluster.newDatabase();
    return { store: new PostgresSiteStore(url), other: new PostgresSiteStore(url) };
  });
});

describe('PostgreSQL migrations', () => {
  it('are applied once when two servers start at once, and not again on the next start', async () => {
    const url = await cluster.newDatabase();
    const pools = [new pg.Pool({ connectionString: url }), new pg.Pool({ connectionString: url })];
    try {
      const applied = await Promise.all(pools.map((pool) => applyMigrations(pool)));
      expect(applied.map((numbers) => numbers.length).sort()).toEqual([0, MIGRATIONS.length]);
      expect(await applyMigrations(pools[0]!)).toEqual([]);
      const { rows } = await pools[0]!.query('SELECT number FROM schema_migrations ORDER BY number');
      expect(rows.map((row: { number: number }) => row.number)).toEqual(MIGRATIONS.map((m) => m.number));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });

  it('leave the schema as it was when one of them fails', async () => {
    const url = await cluster.newDatabase();
    const pool = new pg.Pool({ connectionString: url });
    try {
      const broken = [...MIGRATIONS, { number: 999, name: 'broken', sql: 'CREATE TABLE broken (; nonsense' }];
      await expect(applyMigrations(pool, broken)).rejects.toThrow();
      const { rows } = await pool.query("SELECT to_regclass('registry_revision') AS found");
      expect(rows[0].found).toBeNull();
    } finally {
      await pool.end();
    }
  });
});

describe('PostgreSQL changes', () => {
  let store: PostgresSiteStore;
  let other: PostgresSiteStore;
  beforeEach(async () => {
    const url = await cluster.newDatabase();
    store = new PostgresSiteStore(url);
    other = new PostgresSiteStore(url);
    await store.ready();
    await store.registry.create(async () => ({ revision: 0, areas: {}, history: [] }));
  });
  afterEach(async () => {
    await store.close();
    await other.close();
  });

  it('ring every listener once committed, and never for a change rolled back', async () => {
    const heard: StoreChange[] = [];
    await other.listen((change) => heard.push(change));
    await expect(
      store.registry.update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await store.registry.update(promoteQuiz('1.1.0'));
    const deadline = Date.now() + 2_000;
    while (heard.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([{ kind: 'registry', revision: 1 }]);
  });

  it('refuse a change that drops history', async () => {
    await store.registry.update(promoteQuiz('1.1.0'));
    await expect(store.registry.update((registry) => ({ ...registry, history: [] }))).rejects.toThrow(
      HistoryRewriteError,
    );
    expect((await other.registry.read()).history).toHaveLength(1);
  });
});
