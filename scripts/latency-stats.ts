/**
 * Percentiles of measured durations, for the benchmark scripts. Linear interpolation between the two nearest
 * ranks (what numpy and most spreadsheets do), so a median of an even count is the mean of the middle two.
 */

/** The `p`-th percentile (0–100) of `samples`, in any order; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be between 0 and 100, not ${p}`);
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

/** The median and 95th percentile a benchmark table shows. */
export interface LatencySummary {
  count: number;
  median: number;
  p95: number;
}

export function summarizeLatencies(samples: readonly number[]): LatencySummary {
  return { count: samples.length, median: percentile(samples, 50), p95: percentile(samples, 95) };
}
