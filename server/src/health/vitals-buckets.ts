import type { WebVital } from '@shared/registry';

/**
 * The fixed histogram buckets each Web Vital is counted in: the upper bound of each bucket (a value equal
 * to a bound falls in its bucket, as Prometheus's `le` says), and one more bucket above the last bound.
 * Fixed buckets add up across minutes and servers by plain sums, which a list of values or a sketch would
 * not, and keep a minute of a release at a few dozen rows whatever the traffic.
 *
 * How exact a p75 is: it lies in the right bucket, and within it is interpolated linearly, so it is off by
 * at most the bucket's width: LCP by 100 ms below 1 s, 200 ms to 2 s, 250 ms to 3 s, 500 ms to 5 s;
 * INP by 25 ms to 200 ms, 50 ms to 500 ms; CLS by 0.025 to 0.15. The thresholds web.dev rates by (LCP
 * 2500/4000 ms, INP 200/500 ms, CLS 0.1/0.25) are bounds, so whether a p75 is good, needs improvement or
 * poor is always exact. Above the last bound the p75 is that bound (a floor: "at least 60 s").
 */
export const VITALS_BUCKETS: Readonly<Record<WebVital, readonly number[]>> = {
  LCP: [
    100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500, 2750, 3000, 3500, 4000,
    4500, 5000, 6000, 7000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
  ],
  INP: [
    25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 1000, 1250, 1500, 2000, 3000,
    5000, 10_000,
  ],
  CLS: [0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5],
};

/** The bucket a value is counted in: the first whose bound is at least the value, or the one above them all. */
export function bucketOf(metric: WebVital, value: number): number {
  const bounds = VITALS_BUCKETS[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/**
 * A quantile (0.75: the p75) from bucket counts (`counts[i]` values in bucket i), interpolated linearly
 * inside the bucket it falls in, as Prometheus's `histogram_quantile` does; undefined with no value.
 */
export function quantileOf(metric: WebVital, counts: readonly number[], quantile = 0.75): number | undefined {
  const bounds = VITALS_BUCKETS[metric];
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = quantile * total;
  let below = 0;
  for (const [index, count] of counts.entries()) {
    if (count > 0 && below + count >= rank) {
      if (index >= bounds.length) return bounds[bounds.length - 1];
      const lower = index === 0 ? 0 : bounds[index - 1]!;
      return lower + ((bounds[index]! - lower) * (rank - below)) / count;
    }
    below += count;
  }
  return bounds[bounds.length - 1];
}
