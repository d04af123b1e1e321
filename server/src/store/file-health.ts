import { healthRowSchema, sumHealthRows, type HealthRow } from '../health/health-rows.ts';
import { FileMinuteRows } from './file-minute-rows.ts';
import type { HealthCounts } from './site-store.ts';

/** `health.json` in the data directory: pages served and failures per release and minute, summed by every server. */
export class FileHealthCounts extends FileMinuteRows<HealthRow> implements HealthCounts {
  constructor(file: string, now?: () => number) {
    super(file, { schema: healthRowSchema, sum: sumHealthRows }, now);
  }
}
