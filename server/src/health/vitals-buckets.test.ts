import { bucketOf, quantileOf, VITALS_BUCKETS } from './vitals-buckets.ts';

/** Bucket counts from raw values, as the server counts them. */
const countsOf = (metric: 'LCP' | 'INP' | 'CLS', values: number[]) => {
  const counts = new Array<number>(VITALS_BUCKETS[metric].length + 1).fill(0);
  for (const value of values) counts[bucketOf(metric, value)]! += 1;
  return counts;
};

describe('Web Vitals buckets', () => {
  it('puts a value equal to a bound in that bound’s bucket, and values above them all in the last', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 100)).toBe(0);
    expect(bucketOf('LCP', 100.5)).toBe(1);
    expect(bucketOf('LCP', 2500)).toBe(VITALS_BUCKETS.LCP.indexOf(2500));
    expect(bucketOf('LCP', 600_000)).toBe(VITALS_BUCKETS.LCP.length);
    expect(bucketOf('CLS', 0.1)).toBe(VITALS_BUCKETS.CLS.indexOf(0.1));
  });

  it('has the good / poor thresholds as bounds, so the rating of a p75 is exact', () => {
    for (const [metric, bounds] of [
      ['LCP', [2500, 4000]],
      ['INP', [200, 500]],
      ['CLS', [0.1, 0.25]],
    ] as const) {
      for (const bound of bounds) expect([metric, VITALS_BUCKETS[metric].includes(bound)]).toEqual([metric, true]);
    }
  });

  it('gives a p75 within the bucket width of the exact one, interpolated as Prometheus does', () => {
    // 100 LCPs evenly from 10 ms to 5000 ms: the exact p75 is about 3752 ms.
    const values = Array.from({ length: 100 }, (_, index) => 10 + (index * 4990) / 99);
    const sorted = [...values].sort((a, b) => a - b);
    const exact = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
    const p75 = quantileOf('LCP', countsOf('LCP', values))!;
    expect(Math.abs(p75 - exact)).toBeLessThanOrEqual(500); // the (3500, 4000] bucket's width
    expect(p75).toBeGreaterThan(3500);
    expect(p75).toBeLessThanOrEqual(4000);
  });

  it('interpolates inside the bucket, floors past the last bound, and has none without values', () => {
    // 4 INPs in (100, 125]: rank 3 of 4 is 3/4 through the bucket.
    expect(quantileOf('INP', countsOf('INP', [110, 110, 110, 110]))).toBe(118.75);
    expect(quantileOf('INP', countsOf('INP', [50, 20_000, 30_000, 40_000]))).toBe(10_000);
    expect(quantileOf('CLS', countsOf('CLS', []))).toBeUndefined();
    // The p50 (and any quantile) comes from the same buckets.
    expect(quantileOf('LCP', countsOf('LCP', [150, 150, 1900, 1900]), 0.5)).toBe(200);
  });
});
