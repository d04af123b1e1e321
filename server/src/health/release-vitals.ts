import { WEB_VITALS, type WebVital } from '@shared/registry';
import type { FailedArea } from '../registry/load-reports.ts';
import { quantileOf, VITALS_BUCKETS } from './vitals-buckets.ts';
import { VITALS_CLIENTS, type VitalsRow } from './vitals-rows.ts';

/** One vital of a release over a window. */
export interface VitalHealth {
  /** The 75th percentile (ms for LCP and INP, unitless for CLS), from the buckets (vitals-buckets.ts). */
  p75: number;
  /** How many values it is computed from. */
  count: number;
}

/** A release's Web Vitals over a window: each measured vital's p75, and who sent them. */
export interface VitalsHealth {
  metrics: Partial<Record<WebVital, VitalHealth>>;
  /**
   * Distinct clients that sent vitals, counted per minute and server and summed: an upper bound (a client
   * seen in two minutes or by two servers counts twice).
   */
  clients: number;
}

/**
 * The p75 of each Web Vital of one release over the minutes `from` (inclusive) to `to` (exclusive), from the
 * summed rows of every server, all routes together (`route` narrows it to one route pattern).
 */
export function releaseVitals(
  rows: readonly VitalsRow[],
  release: { area: FailedArea; version: string },
  window: { from: string; to: string },
  route?: string,
): VitalsHealth {
  const mine = rows.filter(
    (row) =>
      row.area === release.area &&
      row.version === release.version &&
      row.minute >= window.from &&
      row.minute < window.to,
  );
  const metrics: VitalsHealth['metrics'] = {};
  for (const metric of WEB_VITALS) {
    const counts = new Array<number>(VITALS_BUCKETS[metric].length + 1).fill(0);
    for (const row of mine) {
      if (row.metric !== metric || (route !== undefined && row.route !== route)) continue;
      if (row.bucket < counts.length) counts[row.bucket]! += row.count;
    }
    const p75 = quantileOf(metric, counts);
    if (p75 !== undefined) metrics[metric] = { p75, count: counts.reduce((sum, count) => sum + count, 0) };
  }
  const clients = mine.filter((row) => row.metric === VITALS_CLIENTS).reduce((sum, row) => sum + row.count, 0);
  return { metrics, clients };
}
