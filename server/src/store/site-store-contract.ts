import { RegistryMissingError, RevisionConflictError } from '../registry/registry-store.ts';
import type { LoadFailureSummary } from '../registry/load-reports.ts';
import { HEALTH_RETENTION_MS, minuteOf, type HealthRow } from '../health/health-rows.ts';
import { releaseVitals } from '../health/release-vitals.ts';
import { VitalsLog } from '../health/vitals-log.ts';
import type { SiteStore } from './site-store.ts';
import { emptyRegistry as empty, promoteQuiz } from './store-fixtures.ts';

/** Two handles on one store, as two servers (or a server and the CLI) hold them. */
export interface StorePair {
  store: SiteStore;
  other: SiteStore;
}

const failure = (count: number, at: string, reason: string): LoadFailureSummary => ({
  kind: 'load',
  area: 'quiz',
  version: '1.0.0',
  count,
  firstAt: at,
  lastAt: at,
  lastReason: reason,
});

/**
 * What every store must do, run against each implementation (file-store.test.ts, postgres-store.test.ts):
 * `open` gives two handles on one fresh store; the suite closes them.
 */
export function siteStoreContract(open: () => Promise<StorePair>): void {
  let pair: StorePair;
  beforeEach(async () => {
    pair = await open();
    await pair.store.ready();
    await pair.other.ready();
  });
  afterEach(async () => {
    await pair.store.close();
    await pair.other.close();
  });

  it('starts new: no registry to read until one is created, and it is created once', async () => {
    const { store, other } = pair;
    expect(await store.registry.isNew()).toBe(true);
    await expect(store.registry.read()).rejects.toThrow(RegistryMissingError);
    await store.registry.create(async () => promoteQuiz('1.0.0')(empty, 1));
    const second = jest.fn(async () => empty);
    const seen = await other.registry.create(second);
    expect(second).not.toHaveBeenCalled();
    expect(seen.areas.quiz?.current.version).toBe('1.0.0');
    expect(await other.registry.isNew()).toBe(false);
  });

  it('applies a change with the revision raised by one; every handle reads it', async () => {
    const { store, other } = pair;
    await store.registry.create(async () => empty);
    await other.registry.read(); // a handle that read before the change must not keep serving the old one
    const written = await store.registry.update(promoteQuiz('1.1.0'));
    expect(written.revision).toBe(1);
    const seen = await other.registry.read();
    expect(seen.revision).toBe(1);
    expect(seen.areas.quiz?.current.version).toBe('1.1.0');
    expect(seen.history).toEqual([expect.objectContaining({ revision: 1, version: '1.1.0' })]);
    expect(await other.registry.changesSince(0)).toEqual(seen.history);
    expect(await other.registry.changesSince(1)).toEqual([]);
  });

  it('refuses a change based on a revision that moved on (compare-and-set), changing nothing', async () => {
    const { store, other } = pair;
    await store.registry.create(async () => empty);
    await store.registry.update(promoteQuiz('1.0.0'), 0);
    await expect(other.registry.update(promoteQuiz('2.0.0'), 0)).rejects.toThrow(RevisionConflictError);
    const registry = await other.registry.read();
    expect(registry.revision).toBe(1);
    expect(registry.areas.quiz?.current.version).toBe('1.0.0');
  });

  it('leaves the registry as it was when a change throws', async () => {
    const { store } = pair;
    await store.registry.create(async () => empty);
    await expect(
      store.registry.update(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await store.registry.read()).toEqual(empty);
  });

  it('queues concurrent changes from two handles: none lost, none applied twice', async () => {
    const { store, other } = pair;
    await store.registry.create(async () => empty);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? other : store).registry.update(promoteQuiz(`1.0.${index}`, `handle-${index}`)),
      ),
    );
    const registry = await store.registry.read();
    expect(registry.revision).toBe(6);
    expect(registry.history.map((entry) => entry.revision)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(registry.history.map((entry) => entry.actor).sort()).toEqual(
      Array.from({ length: 6 }, (_, index) => `handle-${index}`),
    );
  });

  it('keeps release records: written by one handle, read by another, removed', async () => {
    const { store, other } = pair;
    expect(await other.releaseRecords.read('quiz', '1.0.0')).toBeUndefined();
    const hashes = new Map([
      ['mf-manifest.json', 'a'.repeat(64)],
      ['static/js/main.js', 'b'.repeat(64)],
    ]);
    await store.releaseRecords.write('quiz', '1.0.0', hashes);
    expect(await other.releaseRecords.read('quiz', '1.0.0')).toEqual(hashes);
    await other.releaseRecords.remove('quiz', '1.0.0');
    expect(await store.releaseRecords.read('quiz', '1.0.0')).toBeUndefined();
  });

  it('sums the failures each handle counted: the latest reason wins, the first time stays', async () => {
    const { store, other } = pair;
    await store.failures.add([failure(3, '2026-11-27T10:00:00.000Z', 'first server')]);
    await other.failures.add([failure(1, '2026-11-27T10:05:00.000Z', 'second server')]);
    await store.failures.add([failure(2, '2026-11-27T10:01:00.000Z', 'late flush')]);
    expect(await other.failures.all()).toEqual([
      {
        ...failure(6, '2026-11-27T10:00:00.000Z', 'second server'),
        lastAt: '2026-11-27T10:05:00.000Z',
      },
    ]);
  });

  it('shares the settings every server must agree on', async () => {
    const { store, other } = pair;
    expect(await other.sharedSettings.read()).toBeUndefined();
    const settings = {
      releaseOrigins: ['https://cdn.example.com'],
      releasesBaseUrl: 'https://cdn.example.com/releases',
    };
    await store.sharedSettings.write(settings);
    expect(await other.sharedSettings.read()).toEqual(settings);
  });

  it('sums the health counts each handle added per minute, release, route and client, and drops old minutes', async () => {
    const { store, other } = pair;
    const now = minuteOf(Date.now());
    const old = minuteOf(Date.now() - HEALTH_RETENTION_MS - 120_000);
    const row = (kind: HealthRow['kind'], client: string, count: number, minute = now): HealthRow => ({
      minute,
      kind,
      area: 'quiz',
      version: '1.5.0',
      route: '/quiz/run/:code',
      client,
      count,
    });
    await store.health.add([row('pages', '', 3), row('crash', 'a', 1), row('crash', 'x', 1, old)]);
    await other.health.add([row('pages', '', 2), row('crash', 'a', 2), row('crash', 'b', 1)]);
    await store.health.add([]);
    const seen = (await store.health.since(old)).map((r) => `${r.minute} ${r.kind} ${r.client} ${r.count}`).sort();
    expect(seen).toEqual([`${now} crash a 3`, `${now} crash b 1`, `${now} pages  5`]);
    expect(await other.health.since(minuteOf(Date.now() + 120_000))).toEqual([]);
  });

  it("sums two servers' Web Vitals buckets into one p75 per release, and drops old minutes", async () => {
    const { store, other } = pair;
    const release = { area: 'quiz' as const, version: '1.5.0' };
    const route = '/quiz/run/:code';
    const [first, second] = [new VitalsLog(store.vitals), new VitalsLog(other.vitals)];
    // 8 page loads' LCP, half on each server: 6 in (900, 1000] ms, 2 in (3500, 4000] ms.
    for (const [log, client] of [
      [first, 'a'],
      [first, 'b'],
      [second, 'c'],
      [second, 'd'],
    ] as const) {
      log.record({ ...release, route, metric: 'LCP', value: 950, client });
      log.record({ ...release, route, metric: 'LCP', value: client < 'c' ? 950 : 3800, client });
    }
    first.record({ ...release, route, metric: 'CLS', value: 0, client: 'a' });
    first.record(
      { ...release, route, metric: 'LCP', value: 100, client: 'x' },
      Date.now() - HEALTH_RETENTION_MS - 120_000,
    );
    await Promise.all([first.flush(), second.flush()]);
    const window = { from: minuteOf(Date.now() - 60_000), to: minuteOf(Date.now() + 120_000) };
    const vitals = releaseVitals(await other.vitals.since('1970-01-01T00:00:00.000Z'), release, window);
    // Rank 6 of 8 is the last value of the (900, 1000] bucket: its upper bound.
    expect(vitals.metrics.LCP).toEqual({ p75: 1000, count: 8 });
    // One value in [0, 0.025]: rank 0.75 of it, interpolated.
    expect(vitals.metrics.CLS?.p75).toBeCloseTo(0.01875, 10);
    expect(vitals.metrics.INP).toBeUndefined();
    expect(vitals.clients).toBe(4);
    expect((await store.vitals.since('1970-01-01T00:00:00.000Z')).every((row) => row.minute >= window.from)).toBe(true);
  });
}
