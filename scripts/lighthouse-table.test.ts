import { lighthouseTable } from './lighthouse-table.ts';

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
