import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { AREAS, type LoadFailureReport } from '@shared/registry';
import { writeFileAtomic } from './atomic-file.ts';

/** What `status` shows about one release that browsers failed to load. */
export const loadFailureSummarySchema = z.object({
  area: z.enum(AREAS),
  version: z.string(),
  count: z.number().int().positive(),
  firstAt: z.string(),
  lastAt: z.string(),
  lastReason: z.string(),
  lastFallbackVersion: z.string().optional(),
});

/** Load failures of one release, summed up. */
export type LoadFailureSummary = z.infer<typeof loadFailureSummarySchema>;

const fileSchema = z.array(loadFailureSummarySchema);

/** How long beacons are gathered in memory before the file is written. */
const FLUSH_DELAY_MS = 500;

/** Reads the summaries a server wrote; none yet is an empty list. */
export async function readLoadFailures(file: string): Promise<LoadFailureSummary[]> {
  const text = await readFile(file, 'utf8').catch(() => '[]');
  try {
    const parsed = fileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return []; // a report file cut short by a crash is not worth failing `status` for
  }
}

/**
 * Load-failure beacons from browsers, summed up per release and kept in the
 * data directory for `status`. Beacons are public, so only releases the
 * registry knows are counted (the file cannot grow without bound) and the
 * file is written at most every half second however many arrive.
 */
export class LoadFailureLog {
  private summaries?: Map<string, LoadFailureSummary>;
  private flushing?: Promise<void>;

  constructor(
    private readonly file: string,
    /** A failed write is reported, never thrown at a browser's beacon. */
    private readonly onWriteError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts one beacon. */
  async record(report: LoadFailureReport, at = new Date()): Promise<void> {
    const summaries = await this.load();
    const key = `${report.area}@${report.version}`;
    const old = summaries.get(key);
    summaries.set(key, {
      area: report.area,
      version: report.version,
      count: (old?.count ?? 0) + 1,
      firstAt: old?.firstAt ?? at.toISOString(),
      lastAt: at.toISOString(),
      lastReason: report.reason,
      lastFallbackVersion: report.fallbackVersion,
    });
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, FLUSH_DELAY_MS))
      .then(() => this.flush())
      .catch(this.onWriteError);
  }

  /** Writes what is pending now (tests, shutdown). */
  async flush(): Promise<void> {
    this.flushing = undefined;
    if (!this.summaries) return;
    await writeFileAtomic(this.file, `${JSON.stringify([...this.summaries.values()], null, 2)}\n`);
  }

  private async load(): Promise<Map<string, LoadFailureSummary>> {
    this.summaries ??= new Map(
      (await readLoadFailures(this.file)).map((summary) => [`${summary.area}@${summary.version}`, summary]),
    );
    return this.summaries;
  }
}
