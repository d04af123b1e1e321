import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  HEALTH_RETENTION_MS,
  healthRowSchema,
  minuteOf,
  sumHealthRows,
  type HealthRow,
} from '../health/health-rows.ts';
import { writeFileAtomic } from '../registry/atomic-file.ts';
import { withFileLock } from '../registry/file-lock.ts';
import type { HealthCounts } from './site-store.ts';

const fileSchema = z.array(healthRowSchema);

async function readRows(file: string): Promise<HealthRow[]> {
  const text = await readFile(file, 'utf8').catch(() => '[]');
  try {
    const parsed = fileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return []; // written atomically: only a hand-edited file gets here
  }
}

/**
 * `health.json` in the data directory: counts are added under the file lock, so servers sharing the folder
 * add up, and minutes past the retention are dropped on each write (the file stays bounded).
 */
export class FileHealthCounts implements HealthCounts {
  constructor(
    readonly file: string,
    private readonly now: () => number = Date.now,
  ) {}

  async add(counted: readonly HealthRow[]): Promise<void> {
    if (counted.length === 0) return;
    await withFileLock(this.file, async (lock) => {
      const oldest = minuteOf(this.now() - HEALTH_RETENTION_MS);
      const kept = (await readRows(this.file)).filter((row) => row.minute >= oldest);
      const summed = sumHealthRows(counted, sumHealthRows(kept));
      lock.assertHeld();
      // One row a line: a day of a small site's minutes stays readable and quick to rewrite.
      const lines = [...summed.values()].filter((row) => row.minute >= oldest).map((row) => JSON.stringify(row));
      await writeFileAtomic(this.file, `[\n${lines.join(',\n')}\n]\n`);
    });
  }

  async since(minute: string): Promise<HealthRow[]> {
    return (await readRows(this.file)).filter((row) => row.minute >= minute);
  }
}
