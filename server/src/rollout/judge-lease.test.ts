import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryLog } from '../registry/release-fixtures.ts';
import { FileLeases, FileRollouts } from '../store/file-rollouts.ts';
import { PostgresSiteStore } from '../store/postgres/postgres-store.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../store/postgres/throwaway-postgres.ts';
import type { Leases, Rollouts, SiteStore } from '../store/site-store.ts';
import type { OpsContext } from '../registry/operations.ts';
import { JUDGE_LEASE, RolloutJudge } from './rollout-judge.ts';
import { DEFAULT_ROLLOUT_RULES, type Rollout } from './rollout-record.ts';

/** A running rollout judged just now, so a judge that wins the lease has nothing due (the lease is what is tested). */
const running = (): Rollout => ({
  area: 'quiz',
  version: '1.1.0',
  from: '1.0.0',
  steps: [10, 100],
  step: 0,
  state: 'running',
  rules: DEFAULT_ROLLOUT_RULES,
  startedAt: new Date().toISOString(),
  startedBy: 'Sara',
  stepStartedAt: new Date().toISOString(),
  goodInRow: 0,
  lastJudgedAt: new Date().toISOString(),
});

function judges(store: { rollouts: Rollouts; leases: Leases }, leaseMs: number) {
  const make = (holder: string) =>
    new RolloutJudge({
      store: { ...store, health: { add: async () => undefined, since: async () => [] } } as Pick<
        SiteStore,
        'rollouts' | 'leases' | 'health'
      >,
      context: {} as OpsContext, // never reached: nothing is due
      holder,
      log: memoryLog(),
      leaseMs,
    });
  return [make('server-a'), make('server-b')] as const;
}

/** Two judges on one store: exactly one holds the lease; it keeps it by renewing; once it stops renewing, the other takes over. */
function leaseContract(open: () => Promise<{ rollouts: Rollouts; leases: Leases; close?: () => Promise<void> }>) {
  it('one of two judges wins the lease, renews it, and the other takes over once it expires', async () => {
    const store = await open();
    try {
      await store.rollouts.update('quiz', () => running());
      const [a, b] = judges(store, 600);
      await Promise.all([a.tick(), b.tick()]);
      expect([a.holdsLease, b.holdsLease].filter(Boolean)).toHaveLength(1);
      const [winner, other] = a.holdsLease ? [a, b] : [b, a];
      await new Promise((resolve) => setTimeout(resolve, 400));
      await winner.tick(); // renewed
      await new Promise((resolve) => setTimeout(resolve, 400));
      await other.tick(); // 800 ms after it was first taken, but renewed 400 ms ago: still the winner's
      expect(other.holdsLease).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 700)); // the winner stalled: no renewal
      await other.tick();
      expect(other.holdsLease).toBe(true);
      await winner.tick();
      expect(winner.holdsLease).toBe(false);
    } finally {
      await store.close?.();
    }
  });

  it('a judge that stops gives the lease up at once, and one with nothing running holds none', async () => {
    const store = await open();
    try {
      await store.rollouts.update('quiz', () => running());
      const [a, b] = judges(store, 60_000);
      await a.tick();
      expect(a.holdsLease).toBe(true);
      await a.stop();
      await b.tick();
      expect(b.holdsLease).toBe(true);
      await store.rollouts.update('quiz', (stored) => stored && { ...stored, state: 'stopped' });
      await b.tick();
      expect(b.holdsLease).toBe(false);
      expect(await store.leases.hold(JUDGE_LEASE, 'someone else', 1_000)).toBe(true);
    } finally {
      await store.close?.();
    }
  });
}

describe('the judge lease on the file store (a lease file under the file lock)', () => {
  leaseContract(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lease-'));
    return {
      rollouts: new FileRollouts(path.join(dir, 'rollouts.json')),
      leases: new FileLeases(path.join(dir, 'leases.json')),
    };
  });
});

describe('the judge lease on PostgreSQL (a row with holder and expiry)', () => {
  let cluster: ThrowawayPostgres;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  leaseContract(async () => {
    const store = new PostgresSiteStore(await cluster.newDatabase());
    await store.ready();
    return { rollouts: store.rollouts, leases: store.leases, close: () => store.close() };
  });
});
