import type { WebVital } from '@shared/registry';
import type { VitalsCounts } from '../store/site-store.ts';
import { minuteOf } from './health-rows.ts';
import { bucketOf } from './vitals-buckets.ts';
import { sumVitalsRows, VITALS_CLIENTS, type VitalsRow } from './vitals-rows.ts';

/** How long values are gathered in memory before they are added to the store (as the health counts). */
const FLUSH_DELAY_MS = 1_000;

/**
 * How many values of one vital of one release a client counts for at most, per minute and server: a page
 * load sends each vital once (again after a return from the back/forward cache), so a client sending more
 * is forging, and cannot move a p75 alone.
 */
export const VITALS_PER_CLIENT_PER_MINUTE = 3;

/** One measured vital, attributed as the beacon said (the route already checked against the release). */
export interface VitalValue {
  area: VitalsRow['area'];
  version: string;
  route: string;
  metric: WebVital;
  value: number;
  /** The reporting client (client-id.ts's hash), for the cap and the distinct clients. */
  client: string;
}

/**
 * The Web Vitals one server received, counted per minute in fixed buckets and added to the store at most
 * once a second (and on shutdown), so every server's counts sum up there. The clients of this minute are
 * kept in memory only (the store never holds a client's id for vitals): each client's weight is capped, and
 * each distinct client of a release is counted once per minute.
 */
export class VitalsLog {
  private pending = new Map<string, VitalsRow>();
  private flushing?: Promise<void>;
  private minute = '';
  /** This minute's values per client, release and metric; and the clients seen per release. */
  private perClient = new Map<string, number>();

  constructor(
    private readonly counts: VitalsCounts,
    private readonly onWriteError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts one value at `at` (default now); answers whether it counted (false: over the client's cap). */
  record(vital: VitalValue, at: Date | number = Date.now()): boolean {
    const minute = minuteOf(at);
    if (minute !== this.minute) {
      this.minute = minute;
      this.perClient = new Map();
    }
    const release = `${vital.area}@${vital.version}`;
    const key = JSON.stringify([vital.client, release, vital.metric]);
    const sent = this.perClient.get(key) ?? 0;
    if (sent >= VITALS_PER_CLIENT_PER_MINUTE) return false;
    this.perClient.set(key, sent + 1);
    const { area, version, route, metric } = vital;
    const rows: VitalsRow[] = [
      { minute, area, version, route, metric, bucket: bucketOf(metric, vital.value), count: 1 },
    ];
    const clientKey = JSON.stringify([vital.client, release]);
    if (!this.perClient.has(clientKey)) {
      this.perClient.set(clientKey, 1);
      rows.push({ minute, area, version, route: '', metric: VITALS_CLIENTS, bucket: 0, count: 1 });
    }
    sumVitalsRows(rows, this.pending);
    this.flushing ??= new Promise<void>((resolve) => setTimeout(resolve, FLUSH_DELAY_MS).unref())
      .then(() => this.flush())
      .catch(this.onWriteError);
    return true;
  }

  /** Adds what this server counted since its last flush to the store (tests, shutdown). */
  async flush(): Promise<void> {
    this.flushing = undefined;
    const counted = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.counts.add(counted);
    } catch (error) {
      sumVitalsRows(counted, this.pending); // kept for the next flush, with whatever arrived meanwhile
      throw error;
    }
  }
}
