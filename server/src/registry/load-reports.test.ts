import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LoadFailureLog, readLoadFailures, type LoadFailureSummary } from './load-reports.ts';

const reportsFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'reports-')), 'load-failures.json');

describe('load-failure log', () => {
  it('sums beacons up per release and keeps them in the data directory', async () => {
    const file = reportsFile();
    const log = new LoadFailureLog(file);
    const report = { area: 'quiz' as const, version: '1.1.0', reason: 'integrity', fallbackVersion: '1.0.0' };
    await log.record(report, new Date('2030-01-01T10:00:00Z'));
    await log.record({ ...report, reason: 'manifest timed out' }, new Date('2030-01-01T10:05:00Z'));
    await log.flush();
    expect(await readLoadFailures(file)).toEqual([
      {
        kind: 'load',
        area: 'quiz',
        version: '1.1.0',
        count: 2,
        firstAt: '2030-01-01T10:00:00.000Z',
        lastAt: '2030-01-01T10:05:00.000Z',
        lastReason: 'manifest timed out',
        lastFallbackVersion: '1.0.0',
      },
    ]);
  });

  it('keeps load, render and hydration failures of one release apart, the shell included', async () => {
    const file = reportsFile();
    const log = new LoadFailureLog(file);
    const at = Date.parse('2030-01-01T10:00:00Z');
    await log.record({ area: 'blog', version: '1.2.0', reason: 'integrity' }, at);
    await log.record({ kind: 'render', area: 'blog', version: '1.2.0', reason: 'TypeError: x\n    at render' }, at);
    await log.record({ kind: 'render', area: 'blog', version: '1.2.0', reason: 'again' }, at + 1000);
    await log.record({ kind: 'hydration', area: 'blog', version: '1.2.0', reason: 'text did not match' }, at);
    await log.record({ kind: 'render', area: 'shell', version: 'shell', reason: 'x'.repeat(400) }, at);
    await log.flush();
    const summaries = await readLoadFailures(file);
    expect(summaries.map((s) => `${s.kind} ${s.area}@${s.version} ${s.count}`)).toEqual([
      'load blog@1.2.0 1',
      'render blog@1.2.0 2',
      'hydration blog@1.2.0 1',
      'render shell@shell 1',
    ]);
    expect(summaries[1]).toMatchObject({ firstAt: '2030-01-01T10:00:00.000Z', lastAt: '2030-01-01T10:00:01.000Z' });
    expect(summaries[3]!.lastReason).toHaveLength(300);
  });

  it('makes a reason one line', async () => {
    const file = reportsFile();
    const log = new LoadFailureLog(file);
    await log.record({
      kind: 'render',
      area: 'quiz',
      version: '1.0.0',
      reason: ' Error: boom\n\tat Page (x.js:1)\r\n',
    });
    await log.flush();
    expect((await readLoadFailures(file))[0]!.lastReason).toBe('Error: boom at Page (x.js:1)');
  });

  it('reads a file from before kinds existed as load failures, and adds to it', async () => {
    const file = reportsFile();
    const old = { area: 'quiz', version: '1.0.0', count: 4, firstAt: 'a', lastAt: 'b', lastReason: 'integrity' };
    writeFileSync(file, JSON.stringify([old]));
    expect(await readLoadFailures(file)).toEqual([{ kind: 'load', ...old }]);
    const log = new LoadFailureLog(file);
    await log.record({ kind: 'load', area: 'quiz', version: '1.0.0', reason: 'integrity' });
    await log.flush();
    expect((await readLoadFailures(file))[0]!.count).toBe(5);
  });

  it('sums the counts of two servers sharing the file, where the last writer used to win', async () => {
    const file = reportsFile();
    const [first, second] = [new LoadFailureLog(file), new LoadFailureLog(file)];
    const report = { area: 'quiz' as const, version: '1.1.0', reason: 'integrity' };
    await second.record(report, Date.parse('2030-01-01T10:00:00Z'));
    for (const minute of [1, 2, 3]) await first.record(report, Date.parse(`2030-01-01T10:0${minute}:00Z`));
    await first.flush();
    await second.flush();
    expect(await readLoadFailures(file)).toEqual([
      expect.objectContaining({ count: 4, firstAt: '2030-01-01T10:00:00.000Z', lastAt: '2030-01-01T10:03:00.000Z' }),
    ]);
  });

  it('loses no failure that arrives while the file is first read', async () => {
    const file = reportsFile();
    const log = new LoadFailureLog(file);
    await Promise.all(
      [1, 2, 3].map(() => log.record({ kind: 'render', area: 'quiz', version: '1.0.0', reason: 'boom' })),
    );
    await log.flush();
    expect((await readLoadFailures(file))[0]!.count).toBe(3);
  });

  it('counts while the store is out of reach, and reads the store again once it is back', async () => {
    let reachable = false;
    const stored: LoadFailureSummary[] = [];
    const log = new LoadFailureLog({
      async all() {
        if (!reachable) throw new Error('connect ECONNREFUSED');
        return stored.map((summary) => ({ ...summary }));
      },
      async add(counted) {
        if (!reachable) throw new Error('connect ECONNREFUSED');
        stored.push(...counted);
      },
    });
    await log.record({ area: 'quiz', version: '1.1.0', reason: 'integrity' });
    expect((await log.all()).map((s) => `${s.version} ${s.count}`)).toEqual(['1.1.0 1']);
    await expect(log.flush()).rejects.toThrow();

    reachable = true;
    await log.flush();
    expect(stored.map((s) => `${s.version} ${s.count}`)).toEqual(['1.1.0 1']);
    expect((await log.all()).map((s) => `${s.version} ${s.count}`)).toEqual(['1.1.0 1']);
  });

  it("reads other servers' sums again on a ring (markStale) or after maxAgeMs, keeping its own unflushed counts", async () => {
    const file = reportsFile();
    let now = 0;
    const other = new LoadFailureLog(file);
    const ringed = new LoadFailureLog(file);
    const aging = new LoadFailureLog(file, undefined, { maxAgeMs: 5_000, now: () => now });
    const report = { area: 'quiz' as const, version: '1.1.0', reason: 'integrity' };
    const count = async (log: LoadFailureLog) => (await log.all()).find((s) => s.version === '1.1.0')?.count ?? 0;

    expect([await count(ringed), await count(aging)]).toEqual([0, 0]);
    for (const minute of [1, 2, 3]) await other.record(report, Date.parse(`2030-01-01T10:0${minute}:00Z`));
    await other.flush();
    await ringed.record(report, Date.parse('2030-01-01T10:04:00Z')); // counted here, not flushed yet
    expect([await count(ringed), await count(aging)]).toEqual([1, 0]); // each still has its first read

    ringed.markStale(); // the `failures` ring of the other server's flush
    now = 5_000;
    expect([await count(ringed), await count(aging)]).toEqual([4, 3]);
    await ringed.flush();
    ringed.markStale(); // its own flush rings too: nothing is counted twice
    expect(await count(ringed)).toBe(4);
  });
});
