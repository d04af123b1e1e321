import { percentile, summarizeLatencies } from './latency-stats.ts';

describe('percentile', () => {
  it('takes the middle sample of an odd count and the mean of the middle two of an even count', () => {
    expect(percentile([5, 1, 3], 50)).toBe(3);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
  });

  it('interpolates between the nearest ranks, whatever the order of the samples', () => {
    const samples = Array.from({ length: 21 }, (_, i) => 20 - i); // 0…20, reversed
    expect(percentile(samples, 95)).toBe(19);
    expect(percentile([10, 20], 95)).toBeCloseTo(19.5);
  });

  it('answers the extremes at 0 and 100 and the sample itself for one sample', () => {
    expect(percentile([7, 2, 9], 0)).toBe(2);
    expect(percentile([7, 2, 9], 100)).toBe(9);
    expect(percentile([42], 95)).toBe(42);
  });

  it('is NaN without samples and refuses a percentile outside 0–100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], Number.NaN)).toThrow(RangeError);
  });

  it('leaves the samples as they were', () => {
    const samples = [3, 1, 2];
    percentile(samples, 50);
    expect(samples).toEqual([3, 1, 2]);
  });
});

describe('summarizeLatencies', () => {
  it('gives the count, the median and the 95th percentile', () => {
    const samples = Array.from({ length: 101 }, (_, i) => i);
    expect(summarizeLatencies(samples)).toEqual({ count: 101, median: 50, p95: 95 });
  });
});
