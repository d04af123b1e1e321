import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { HEALTH_RETENTION_MS, minuteOf } from '../health/health-rows.ts';
import { writeFileAtomic } from '../registry/atomic-file.ts';
import { withFileLock } from '../registry/file-lock.ts';

/** What the file keeps: rows counted per minute, summed by a key of their own. */
interface MinuteRow {
  minute: string;
}

/** How one kind of row is read and summed. */
export interface MinuteRowKind<Row extends MinuteRow> {
  schema: z.ZodType<Row>;
  /** Adds rows into a map of summed rows by their key (a new map when none is given). */
  sum: (rows: Iterable<Row>, into?: Map<string, Row>) => Map<string, Row>;
}

/**
 * A JSON file of per-minute rows in the data directory (`health.json`, `vitals.json`): rows are added under
 * the file lock, so servers sharing the folder add up, and minutes past the retention are dropped on each
 * write (the file stays bounded).
 */
export class FileMinuteRows<Row extends MinuteRow> {
  private readonly fileSchema: z.ZodType<Row[]>;

  constructor(
    readonly file: string,
    private readonly kind: MinuteRowKind<Row>,
    private readonly now: () => number = Date.now,
  ) {
    this.fileSchema = z.array(kind.schema);
  }

  async add(counted: readonly Row[]): Promise<void> {
    if (counted.length === 0) return;
    await withFileLock(this.file, async (lock) => {
      const oldest = minuteOf(this.now() - HEALTH_RETENTION_MS);
      const kept = (await this.readRows()).filter((row) => row.minute >= oldest);
      const summed = this.kind.sum(counted, this.kind.sum(kept));
      lock.assertHeld();
      // One row a line: a day of a small site's minutes stays readable and quick to rewrite.
      const lines = [...summed.values()].filter((row) => row.minute >= oldest).map((row) => JSON.stringify(row));
      await writeFileAtomic(this.file, `[\n${lines.join(',\n')}\n]\n`);
    });
  }

  async since(minute: string): Promise<Row[]> {
    return (await this.readRows()).filter((row) => row.minute >= minute);
  }

  private async readRows(): Promise<Row[]> {
    const text = await readFile(this.file, 'utf8').catch(() => '[]');
    try {
      const parsed = this.fileSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : [];
    } catch {
      return []; // written atomically: only a hand-edited file gets here
    }
  }
}
