import type { HealthCounts } from '../store/site-store.ts';
import { minuteOf, sumHealthRows, type HealthRow } from './health-rows.ts';

/** How long counts are gathered in memory before they are added to the store. */
const FLUSH_DELAY_MS = 1_000;

/**
 * The health counts of one server: pages served and failures, per minute, counted in memory and added to
 * the store at most once a second (and on shutdown), so every server's counts sum up there. A store out of
 * reach keeps them waiting for the next flush; nothing is thrown at a page or a beacon.
 */
export class HealthLog {
  private pending = new Map<string, HealthRow>();
  private flushing?: Promise<void>;

  constructor(
    private readonly counts: HealthCounts,
    private readonly onWriteError: (error: unknown) => void = () => undefined,
    /** Told of each row as it is recorded, before any flush (this server's `/metrics` counters). */
    private readonly onRecord: (row: Omit<HealthRow, 'minute' | 'count'>) => void = () => undefined,
  ) {}

  /** Counts one page served or one failure at `at` (default now). */
  record(row: Omit<HealthRow, 'minute' | 'count'>, at: Date | number = Date.now()): void {
    sumHealthRows([{ ...row, minute: minuteOf(at), count: 1 }], this.pending);
    this.onRecord(row);
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, FLUSH_DELAY_MS).unref())
      .then(() => this.flush())
      .catch(this.onWriteError);
  }

  /** Adds what this server counted since its last flush to the store (tests, shutdown). */
  async flush(): Promise<void> {
    this.flushing = undefined;
    const counted = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.counts.add(counted);
    } catch (error) {
      sumHealthRows(counted, this.pending); // kept for the next flush, with whatever arrived meanwhile
      throw error;
    }
  }
}
