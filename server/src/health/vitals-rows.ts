import { z } from 'zod';
import { AREAS, WEB_VITALS } from '@shared/registry';

/**
 * What the vitals counts keep per minute: for one release (an area's, or `shell` with its build id) and
 * route pattern, how many values of one Web Vital fell in one bucket (vitals-buckets.ts). The row with
 * metric `clients` (bucket 0, route '') counts the distinct clients that sent vitals for the release in
 * that minute to one server: summed across servers and minutes, a client that reported to two servers or
 * in two minutes counts twice, so it is an upper bound of the distinct clients (see vitals-log.ts).
 */
export const VITALS_CLIENTS = 'clients';

export const vitalsRowSchema = z.object({
  /** The minute's start, ISO 8601 (`2024-05-01T10:07:00.000Z`). */
  minute: z.string(),
  area: z.union([z.enum(AREAS), z.literal('shell')]),
  version: z.string(),
  route: z.string(),
  metric: z.enum([...WEB_VITALS, VITALS_CLIENTS]),
  bucket: z.number().int().nonnegative(),
  count: z.number().int().positive(),
});
export type VitalsRow = z.infer<typeof vitalsRowSchema>;

/** The key one row is summed under. */
export function vitalsKey(row: Omit<VitalsRow, 'count'>): string {
  return JSON.stringify([row.minute, row.area, row.version, row.route, row.metric, row.bucket]);
}

/** Rows summed per key (counts add up): what several servers' flushes make of the same minute. */
export function sumVitalsRows(rows: Iterable<VitalsRow>, into = new Map<string, VitalsRow>()): Map<string, VitalsRow> {
  for (const row of rows) {
    const key = vitalsKey(row);
    const stored = into.get(key);
    into.set(key, stored ? { ...stored, count: stored.count + row.count } : { ...row });
  }
  return into;
}
