import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { HEALTH_RETENTION_MS, minuteOf } from '../health/health-rows.ts';
import { sumVitalsRows, vitalsRowSchema, type VitalsRow } from '../health/vitals-rows.ts';
import { writeFileAtomic } from '../registry/atomic-file.ts';
import { withFileLock } from '../registry/file-lock.ts';
import type { VitalsCounts } from './site-store.ts';

const fileSchema = z.array(vitalsRowSchema);

async function readRows(file: string): Promise<VitalsRow[]> {
  const text = await readFile(file, 'utf8').catch(() => '[]');
  try {
    const parsed = fileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return []; // written atomically: only a hand-edited file gets here
  }
}

/**
 * `vitals.json` in the data directory, kept as `health.json` is: values are added under the file lock, so
 * servers sharing the folder add up, and minutes past the retention are dropped on each write.
 */
export class FileVitalsCounts implements VitalsCounts {
  constructor(
    readonly file: string,
    private readonly now: () => number = Date.now,
  ) {}

  async add(counted: readonly VitalsRow[]): Promise<void> {
    if (counted.length === 0) return;
    await withFileLock(this.file, async (lock) => {
      const oldest = minuteOf(this.now() - HEALTH_RETENTION_MS);
      const kept = (await readRows(this.file)).filter((row) => row.minute >= oldest);
      const summed = sumVitalsRows(counted, sumVitalsRows(kept));
      lock.assertHeld();
      const lines = [...summed.values()].filter((row) => row.minute >= oldest).map((row) => JSON.stringify(row));
      await writeFileAtomic(this.file, `[\n${lines.join(',\n')}\n]\n`);
    });
  }

  async since(minute: string): Promise<VitalsRow[]> {
    return (await readRows(this.file)).filter((row) => row.minute >= minute);
  }
}
