import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_ENTRY_BUDGET_BYTES, remoteEntrySizes, remoteEntryTable } from './remote-entry-sizes.ts';

describe('remote entry sizes', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'entry-sizes-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function release(area: string, version: string, entry: string) {
    const folder = path.join(dist, 'releases', area, version);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'remoteEntry.js'), entry);
  }

  it('measures every release of every area, raw and gzipped', () => {
    release('quiz', '1.0.0', 'var mf_quiz;'.repeat(100));
    release('quiz', '1.1.0', 'x');
    release('blog', '2.0.0', 'var mf_blog;');
    const sizes = remoteEntrySizes(dist).sort((a, b) => `${a.area}${a.version}`.localeCompare(`${b.area}${b.version}`));
    expect(sizes.map(({ area, version, bytes }) => [area, version, bytes])).toEqual([
      ['blog', '2.0.0', 12],
      ['quiz', '1.0.0', 1200],
      ['quiz', '1.1.0', 1],
    ]);
    // Repetitive text compresses: the gzip figure is the one the budget is about.
    expect(sizes[1]!.gzip).toBeLessThan(100);
  });

  it('says which entries are over the budget', () => {
    const table = remoteEntryTable([
      { area: 'quiz', version: '1.0.0', bytes: 40_000, gzip: 12_390 },
      { area: 'blog', version: '1.0.0', bytes: 30_000, gzip: REMOTE_ENTRY_BUDGET_BYTES },
    ]);
    expect(table).toContain('| quiz | 1.0.0 | 39.1 | 12.1 | no |');
    expect(table).toContain('| blog | 1.0.0 | 29.3 | 10.0 | yes |');
  });
});
