/**
 * Counters of login attempts kept in memory: the dev API forgets them on restart, which only ever frees a
 * guesser for as long as a restart takes. Both forget keys nobody has used for a while, so a flood of
 * made-up logins cannot grow them without bound.
 */

const HOUR_MS = 3_600_000;

/** Events per key over the last hour (codes sent to a login). */
export class HourlyEvents {
  private readonly events = new Map<string, number[]>();

  private recent(key: string, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((at) => now - at < HOUR_MS);
    if (kept.length) this.events.set(key, kept);
    else this.events.delete(key);
    return kept;
  }

  /** Milliseconds since the key's latest event, or Infinity when it has none this hour. */
  sinceLast(key: string, now: number): number {
    const recent = this.recent(key, now);
    return recent.length ? now - recent[recent.length - 1]! : Infinity;
  }

  /** Milliseconds until the key has fewer than `max` events this hour (0 when it already has). */
  waitForRoom(key: string, max: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < max) return 0;
    return recent[recent.length - max]! + HOUR_MS - now;
  }

  add(key: string, now: number): void {
    this.events.set(key, [...this.recent(key, now), now]);
  }
}

/** How long a key waits after its free wrong attempts: the first pause, doubled per further wrong attempt. */
export interface BackoffRule {
  freeAttempts: number;
  firstPauseMs: number;
  longestPauseMs: number;
}

/**
 * Wrong attempts per key (wrong passwords per login, per client). After the free ones every further attempt
 * waits, longer each time; a key's count is forgotten an hour after its last wrong attempt, or at once on
 * `clear` (a login's count when its password is right).
 */
export class WrongAttempts {
  private readonly keys = new Map<string, { wrong: number; lastAt: number }>();

  constructor(private readonly rule: BackoffRule) {}

  private entry(key: string, now: number) {
    const entry = this.keys.get(key);
    if (entry && now - entry.lastAt >= HOUR_MS) {
      this.keys.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds the key must still wait before its next attempt is heard (0: it may try now). */
  waitMs(key: string, now: number): number {
    const entry = this.entry(key, now);
    if (!entry || entry.wrong < this.rule.freeAttempts) return 0;
    const doublings = entry.wrong - this.rule.freeAttempts;
    const pause = Math.min(this.rule.longestPauseMs, this.rule.firstPauseMs * 2 ** Math.min(doublings, 30));
    return Math.max(0, entry.lastAt + pause - now);
  }

  wrong(key: string, now: number): void {
    const entry = this.entry(key, now);
    this.keys.set(key, { wrong: (entry?.wrong ?? 0) + 1, lastAt: now });
  }

  clear(key: string): void {
    this.keys.delete(key);
  }
}
