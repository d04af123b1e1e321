import { hostLine, lighthouseTable } from './lighthouse-table.ts';

const run = (score: number, tbt: number) => ({ score, fcp: 1500, lcp: 2100, tbt, cls: 0.02 });

describe('the Lighthouse table', () => {
  it('prints the median of each figure and every run’s score', () => {
    const table = lighthouseTable([
      { page: 'article', build: 'federated', figures: [run(71, 900), run(90, 120), run(84, 300)] },
      { page: 'article', build: 'monolith', figures: [run(60, 1500)] },
    ]);
    expect(table).toContain('| article | federated | 84 | 1.50 | 2.10 | 300 | 0.020 | 71, 90, 84 |');
    expect(table).toContain('| article | monolith | 60 | 1.50 | 2.10 | 1500 | 0.020 | 60 |');
  });
});

describe('the line about the host', () => {
  it('says how much slower a phone the default slowdown emulates on a slow host', () => {
    const line = hostLine([900, 750, 1200], 4);
    expect(line).toContain('median 900, 750 to 1200; CPU slowdown 4x.');
    expect(line).toContain('That emulates a phone about 1.7 times slower than the one Lighthouse means by default');
  });

  it('adds nothing on a host as fast as the one the slowdown is meant for', () => {
    expect(hostLine([1600, 1800], 4)).toMatch(/median 1700, 1600 to 1800; CPU slowdown 4x\.$/);
  });

  it('says which phone another multiplier emulated', () => {
    expect(hostLine([1000], 2)).toContain('a phone about 1.3 times faster than the one Lighthouse means by default');
    expect(hostLine([750], 2)).toContain('That emulates about the phone Lighthouse means by default');
  });
});
