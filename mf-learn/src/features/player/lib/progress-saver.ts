import { secondsIn } from './played-ranges.ts';

/** Where the player is, as the watch-progress call takes it. */
export interface WatchPosition {
  watchedSeconds: number;
  totalSeconds: number;
  /** The whole seconds played so far, [start, end] pairs (see played-ranges.ts); what counts a video watched. */
  played?: [number, number][];
}

/** Options of {@link ProgressSaver}. */
export interface ProgressSaverOptions {
  /** Sends one position; rejects when it was not saved. */
  save: (position: WatchPosition) => Promise<void>;
  /** Called after each attempt, for a status line. */
  onResult?: (saved: boolean) => void;
  /** At most one save in this long while playing (5 s). */
  intervalMs?: number;
  /** A position this close to the saved one is not worth a request (1 s). */
  minChangeSeconds?: number;
  now?: () => number;
  isOnline?: () => boolean;
}

/** Longest wait between retries after failures in a row, in intervals. */
const MAX_BACKOFF_STEPS = 6;

/**
 * Saves a video's position without flooding the API: at most one request
 * per interval while the position changes, never two at once, only when it
 * moved by a second or more. A failed save keeps the latest position and is
 * retried later (backing off a little after repeated failures, and waiting
 * for the connection when offline); it never throws at the player. `flush`
 * sends at once, ignoring the interval, for when the student leaves.
 */
export class ProgressSaver {
  private latest: WatchPosition | undefined;
  private saved: WatchPosition | undefined;
  private inFlight = false;
  private flushAfterFlight = false;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly intervalMs: number;
  private readonly minChange: number;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;

  /** `alreadySaved` is the position the server has, so returning to it sends nothing. */
  constructor(
    private readonly options: ProgressSaverOptions,
    alreadySaved?: WatchPosition,
  ) {
    this.saved = alreadySaved;
    this.intervalMs = options.intervalMs ?? 5000;
    this.minChange = options.minChangeSeconds ?? 1;
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  }

  /** The player's position changed (it plays, was paused or sought): saved when due. */
  track(position: WatchPosition): void {
    if (this.stopped) return;
    this.latest = position;
    this.schedule();
  }

  /** Try again as soon as the interval allows (back online). */
  retrySoon(): void {
    if (!this.stopped) this.schedule();
  }

  /** Sends the latest position now, ignoring the interval: the student is leaving. */
  flush(): void {
    if (!this.isDirty()) return;
    if (this.inFlight) {
      this.flushAfterFlight = true;
      return;
    }
    this.clearTimer();
    void this.send();
  }

  /** The player is going away: one last save of what is left, then nothing more. */
  stop(): void {
    this.clearTimer();
    this.flush();
    this.stopped = true;
  }

  /** Whether a position is waiting to be saved. */
  get hasUnsaved(): boolean {
    return this.isDirty();
  }

  private isDirty(): boolean {
    const { latest, saved } = this;
    if (!latest) return false;
    // The first second of a video is not progress worth a request.
    if (!saved) return latest.watchedSeconds >= this.minChange;
    return (
      Math.abs(latest.watchedSeconds - saved.watchedSeconds) >= this.minChange ||
      Math.abs(latest.totalSeconds - saved.totalSeconds) >= this.minChange ||
      // More seconds played (a stretch played again after a jump back ends where the playhead was).
      secondsIn(latest.played ?? []) - secondsIn(saved.played ?? []) >= this.minChange
    );
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.stopped || this.inFlight || this.timer !== undefined || !this.isDirty()) return;
    const steps = Math.min(this.failures + 1, MAX_BACKOFF_STEPS);
    const wait = this.lastSentAt + this.intervalMs * steps - this.now();
    if (wait <= 0) {
      void this.send();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.schedule();
    }, wait);
  }

  private async send(): Promise<void> {
    const position = this.latest;
    // Offline: the caller's `online` listener calls retrySoon.
    if (!position || !this.isOnline()) return;
    this.inFlight = true;
    this.lastSentAt = this.now();
    let ok = false;
    try {
      await this.options.save(position);
      this.saved = position;
      this.failures = 0;
      ok = true;
    } catch {
      this.failures += 1;
    } finally {
      this.inFlight = false;
    }
    this.options.onResult?.(ok);
    if (this.flushAfterFlight) {
      this.flushAfterFlight = false;
      this.flush();
    } else {
      this.schedule();
    }
  }
}
