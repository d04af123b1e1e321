import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LoadFailureLog, readLoadFailures } from './load-reports.ts';

describe('load-failure log', () => {
  it('sums beacons up per release and keeps them in the data directory', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'reports-')), 'load-failures.json');
    const log = new LoadFailureLog(file);
    const report = { area: 'quiz' as const, version: '1.1.0', reason: 'integrity', fallbackVersion: '1.0.0' };
    await log.record(report, new Date('2030-01-01T10:00:00Z'));
    await log.record({ ...report, reason: 'manifest timed out' }, new Date('2030-01-01T10:05:00Z'));
    await log.flush();
    expect(await readLoadFailures(file)).toEqual([
      {
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
});
