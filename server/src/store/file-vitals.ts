import { sumVitalsRows, vitalsRowSchema, type VitalsRow } from '../health/vitals-rows.ts';
import { FileMinuteRows } from './file-minute-rows.ts';
import type { VitalsCounts } from './site-store.ts';

/** `vitals.json` in the data directory: Web Vitals buckets per release and minute, summed by every server. */
export class FileVitalsCounts extends FileMinuteRows<VitalsRow> implements VitalsCounts {
  constructor(file: string, now?: () => number) {
    super(file, { schema: vitalsRowSchema, sum: sumVitalsRows }, now);
  }
}
