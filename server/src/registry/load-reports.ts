import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { AREAS, type AreaName } from '@shared/registry';
import type { FailureReports } from '../store/site-store.ts';
import { addFailureCounts, failureKey } from '../store/failure-sums.ts';
import { writeFileAtomic } from './atomic-file.ts';
import { withFileLock } from './file-lock.ts';

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
  return failureKey({ kind, area, version });
}

/**
 * `load-failures.json` as the file store's failure reports: counts are added under the file lock, so
 * servers sharing the folder add up instead of the last writer's replacing the others'.
 */
export class FileFailureReports implements FailureReports {
  constructor(readonly file: string) {}

  async add(counted: readonly LoadFailureSummary[]): Promise<void> {
    if (counted.length === 0) return;
    await withFileLock(this.file, async (lock) => {
      const stored = new Map((await readLoadFailures(this.file)).map((summary) => [keyOf(summary), summary]));
      for (const summary of counted) stored.set(keyOf(summary), addFailureCounts(stored.get(keyOf(summary)), summary));
      lock.assertHeld();
      await writeFileAtomic(this.file, `${JSON.stringify([...stored.values()], null, 2)}\n`);
    });
  }

  all(): Promise<LoadFailureSummary[]> {
    return readLoadFailures(this.file);
  }
}

/**
 * Failures summed up per kind and release and kept in the store for
 * `status`: load-failure and hydration beacons from browsers, and the
 * server's own render failures. Beacons are public, so callers count only
 * releases the registry knows (the store cannot grow without bound); what
 * this server counted is added to the store at most every half second however
 * many arrive, so the counts of every server sum up there. `all()` is this
 * server's view: what the store held when last read, plus its own counts since. It is read again after
 * `markStale()` (on PostgreSQL, every `failures` ring: another server's flush) or once `maxAgeMs` passed
 * (the file store, which has no rings).
 */
export class LoadFailureLog {
  private summaries?: Map<string, LoadFailureSummary>;
  /** One read of the store however many failures arrive at once: two reads would lose the first one's counts. */
  private loading?: Promise<Map<string, LoadFailureSummary>>;
  /** When the view was last read from the store, and whether a ring said it is out of date since. */
  private readAt = 0;
  private stale = false;
  private flushing?: Promise<void>;
  /** What this server counted since its last flush: added to the store's sums, never written over them. */
  private pending = new Map<string, LoadFailureSummary>();
  private readonly reports: FailureReports;

  constructor(
    /** The store's failure reports, or a `load-failures.json` of the file store's format. */
    reports: FailureReports | string,
    /** A failed write is reported, never thrown at a browser's beacon or a page being rendered. */
    private readonly onWriteError: (error: unknown) => void = () => undefined,
    /** How long a read of the store's sums is used at most (unset: until `markStale`); `now` for tests. */
    private readonly refresh: { maxAgeMs?: number; now?: () => number } = {},
  ) {
    this.reports = typeof reports === 'string' ? new FileFailureReports(reports) : reports;
  }

  /** Counts one failure; `kind` defaults to `load`, `at` is a Date or epoch milliseconds. */
  async record(report: FailureRecord, at: Date | number = new Date()): Promise<void> {
    // A store out of reach (PostgreSQL down) must not lose the count: it waits in `pending` for a flush.
    const summaries = await this.load().catch(() => undefined);
    const kind = report.kind ?? 'load';
    const key = keyOf(report);
    const old = summaries?.get(key);
    const when = new Date(at).toISOString();
    // One line, whatever the source: a server error's message may span many.
    const lastReason = report.reason.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON) || 'no reason given';
    const lastFallbackVersion =
      report.kind === undefined || report.kind === 'load' ? report.fallbackVersion : undefined;
    summaries?.set(key, {
      kind,
      area: report.area,
      version: report.version,
      count: (old?.count ?? 0) + 1,
      firstAt: old?.firstAt ?? when,
      lastAt: when,
      lastReason,
      lastFallbackVersion,
    });
    const one: LoadFailureSummary = {
      kind,
      area: report.area,
      version: report.version,
      count: 1,
      firstAt: when,
      lastAt: when,
      lastReason,
      ...(lastFallbackVersion !== undefined ? { lastFallbackVersion } : {}),
    };
    this.pending.set(key, addFailureCounts(this.pending.get(key), one));
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, FLUSH_DELAY_MS))
      .then(() => this.flush())
      .catch(this.onWriteError);
  }

  /** Every summary, as counted so far (the store's when first read, and what this server counted since). */
  async all(): Promise<LoadFailureSummary[]> {
    // While the store cannot be read (it never was), this server's own counts are all it knows.
    return this.load().then(
      (summaries) => [...summaries.values()],
      () => [...this.pending.values()],
    );
  }

  /** The store's sums changed elsewhere: the next `all()` or `record()` reads them again. */
  markStale(): void {
    this.stale = true;
  }

  /** Adds what this server counted since the last flush to the store (tests, shutdown). */
  async flush(): Promise<void> {
    this.flushing = undefined;
    const counted = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.reports.add(counted);
    } catch (error) {
      // Kept for the next flush, with whatever arrived meanwhile.
      for (const summary of counted) {
        this.pending.set(keyOf(summary), addFailureCounts(this.pending.get(keyOf(summary)), summary));
      }
      throw error;
    }
  }

  private load(): Promise<Map<string, LoadFailureSummary>> {
    const now = this.refresh.now ?? Date.now;
    const expired = this.refresh.maxAgeMs !== undefined && now() - this.readAt >= this.refresh.maxAgeMs;
    if (this.loading && !this.stale && !expired) return this.loading;
    this.stale = false;
    const reading: Promise<Map<string, LoadFailureSummary>> = this.reports.all().then(
      (summaries) => {
        // The store's sums hold what this server flushed; what it counted since waits in `pending`.
        const view = new Map(summaries.map((summary) => [keyOf(summary), summary]));
        for (const [key, summary] of this.pending) view.set(key, addFailureCounts(view.get(key), summary));
        this.summaries = view;
        this.readAt = now();
        return view;
      },
      (error: unknown) => {
        // The last view read stays in use (a store out of reach rings no more); none read yet: try next time.
        const last = this.summaries;
        this.loading = last ? Promise.resolve(last) : undefined;
        this.readAt = now();
        if (last) return last;
        throw error;
      },
    );
    this.loading = reading;
    return reading;
  }
}
