import { z } from 'zod';
import { AREAS } from '@shared/registry';

/**
 * What the health counts keep per minute: failures a student could see, one kind each (`load`: a browser
 * could not load the release; `crash`: an area's page threw in the browser; `render`: the server could not
 * render the page; `hydration`: React could not take over the server's page), and `pages`: the pages the
 * server served with the release.
 */
export const HEALTH_KINDS = ['pages', 'load', 'crash', 'render', 'hydration'] as const;
export type HealthKind = (typeof HEALTH_KINDS)[number];

/** The failure kinds, in the order `status` shows them. */
export const FAILURE_SIGNALS = ['crash', 'render', 'load', 'hydration'] as const satisfies readonly HealthKind[];
export type FailureSignal = (typeof FAILURE_SIGNALS)[number];

/** What the server saw itself (never capped, never a client's): the pages it served and its own render failures. */
export const SERVER_SEEN = '';

/**
 * One count of one minute: a kind, the release (an area's, or `shell` with its build id), the route
 * pattern (`''` when an older shell did not say), and who reported it: an anonymous client's id (a hash of
 * its `platform_client` cookie), or {@link SERVER_SEEN} for the server's own counts.
 */
export const healthRowSchema = z.object({
  /** The minute's start, ISO 8601 (`2024-05-01T10:07:00.000Z`). */
  minute: z.string(),
  kind: z.enum(HEALTH_KINDS),
  area: z.union([z.enum(AREAS), z.literal('shell')]),
  version: z.string(),
  route: z.string(),
  client: z.string(),
  count: z.number().int().positive(),
});
export type HealthRow = z.infer<typeof healthRowSchema>;

/** How long the minutes are kept: enough for a rollout's windows and `status`'s last hour, and no more. */
export const HEALTH_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The start of the minute `at` falls in. */
export function minuteOf(at: Date | number): string {
  const ms = new Date(at).getTime();
  return new Date(ms - (ms % 60_000)).toISOString();
}

/** The key one row is summed under. */
export function healthKey(row: Omit<HealthRow, 'count'>): string {
  return JSON.stringify([row.minute, row.kind, row.area, row.version, row.route, row.client]);
}

/** Rows summed per key (counts add up): what several servers' flushes make of the same minute. */
export function sumHealthRows(rows: Iterable<HealthRow>, into = new Map<string, HealthRow>()): Map<string, HealthRow> {
  for (const row of rows) {
    const key = healthKey(row);
    const stored = into.get(key);
    into.set(key, stored ? { ...stored, count: stored.count + row.count } : { ...row });
  }
  return into;
}
