import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { AREAS, type AreaName } from '@shared/registry';
import { writeFileAtomic } from './atomic-file.ts';

/**
 * What failed: a release a browser could not load, a page the server could
 * not render, a server-rendered page React could not hydrate, or (the
 * server's own, verified finding) a release whose files in the store are no
 * longer the published bytes.
 */
export const FAILURE_KINDS = ['load', 'render', 'hydration', 'tamper'] as const;

/** One of {@link FAILURE_KINDS}. */
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** The release a failure is about: an area's, or (render, hydration) the shell's own pages. */
export type FailedArea = AreaName | 'shell';

/** What `status` shows about one kind of failure of one release. */
export const loadFailureSummarySchema = z.object({
  // Files written before kinds existed hold only load failures.
  kind: z.enum(FAILURE_KINDS).default('load'),
  area: z.union([z.enum(AREAS), z.literal('shell')]),
  version: z.string(),
  count: z.number().int().positive(),
  firstAt: z.string(),
  lastAt: z.string(),
  lastReason: z.string(),
  lastFallbackVersion: z.string().optional(),
});

/** Failures of one kind of one release, summed up. */
export type LoadFailureSummary = z.infer<typeof loadFailureSummarySchema>;

/**
 * One failure to count. Load failures name an area release (a browser's
 * beacon, checked against the registry); render failures (the server's own)
 * and hydration errors may name the shell, whose version is its build id.
 */
export type FailureRecord =
  | { kind?: 'load'; area: AreaName; version: string; reason: string; fallbackVersion?: string }
  | { kind: 'render' | 'hydration'; area: FailedArea; version: string; reason: string }
  | { kind: 'tamper'; area: AreaName; version: string; reason: string };

const fileSchema = z.array(loadFailureSummarySchema);

/** How long reports are gathered in memory before the file is written. */
const FLUSH_DELAY_MS = 500;

/** The longest reason kept: a beacon's limit, and enough of a server error's message. */
const MAX_REASON = 300;

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

function keyOf({ kind = 'load', area, version }: { kind?: FailureKind; area: FailedArea; version: string }): string {
  return `${kind}:${area}@${version}`;
}

/**
 * Failures summed up per kind and release and kept in the data directory for
 * `status`: load-failure and hydration beacons from browsers, and the
 * server's own render failures. Beacons are public, so callers count only
 * releases the registry knows (the file cannot grow without bound); the file
 * is written at most every half second however many arrive.
 */
export class LoadFailureLog {
  private summaries?: Map<string, LoadFailureSummary>;
  /** One read of the file however many failures arrive at once: two reads would lose the first one's counts. */
  private loading?: Promise<Map<string, LoadFailureSummary>>;
  private flushing?: Promise<void>;

  constructor(
    private readonly file: string,
    /** A failed write is reported, never thrown at a browser's beacon or a page being rendered. */
    private readonly onWriteError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts one failure; `kind` defaults to `load`, `at` is a Date or epoch milliseconds. */
  async record(report: FailureRecord, at: Date | number = new Date()): Promise<void> {
    const summaries = await this.load();
    const kind = report.kind ?? 'load';
    const key = keyOf(report);
    const old = summaries.get(key);
    const when = new Date(at).toISOString();
    summaries.set(key, {
      kind,
      area: report.area,
      version: report.version,
      count: (old?.count ?? 0) + 1,
      firstAt: old?.firstAt ?? when,
      lastAt: when,
      // One line, whatever the source: a server error's message may span many.
      lastReason: report.reason.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON) || 'no reason given',
      lastFallbackVersion: report.kind === undefined || report.kind === 'load' ? report.fallbackVersion : undefined,
    });
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, FLUSH_DELAY_MS))
      .then(() => this.flush())
      .catch(this.onWriteError);
  }

  /** Every summary, as counted so far (the file's, and what arrived since). */
  async all(): Promise<LoadFailureSummary[]> {
    return [...(await this.load()).values()];
  }

  /** Writes what is pending now (tests, shutdown). */
  async flush(): Promise<void> {
    this.flushing = undefined;
    if (!this.summaries) return;
    await writeFileAtomic(this.file, `${JSON.stringify([...this.summaries.values()], null, 2)}\n`);
  }

  private load(): Promise<Map<string, LoadFailureSummary>> {
    this.loading ??= readLoadFailures(this.file).then((summaries) => {
      this.summaries = new Map(summaries.map((summary) => [keyOf(summary), summary]));
      return this.summaries;
    });
    return this.loading;
  }
}
