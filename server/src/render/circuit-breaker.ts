/** How a breaker trips and recovers. */
export interface CircuitBreakerOptions {
  /** Consecutive failures that open a key (default 3). */
  failureThreshold?: number;
  /** How long an open key refuses before one trial is let through, in ms (default 30 s). */
  coolDownMs?: number;
}

interface KeyState {
  /** Consecutive failures since the last success. */
  failures: number;
  /** While `now` is before this, the key refuses; set once the threshold is reached. */
  openUntil?: number;
  /** When the one half-open trial was let through, if it has not reported yet. */
  trialAt?: number;
}

/**
 * A circuit breaker per key (a release such as `blog@1.2.0`, or `shell`), so
 * one failing release stops being server-rendered without touching the
 * others. Closed: everything passes. After `failureThreshold` consecutive
 * failures the key is open for `coolDownMs`: nothing passes. Then it is
 * half-open: exactly one trial passes; its success closes the key, its
 * failure opens it again. Pure: the caller passes the time, nothing runs on
 * a timer.
 */
export class CircuitBreaker {
  private readonly failureThreshold: number;
  private readonly coolDownMs: number;
  /** Only keys that failed since their last success; a healthy key costs nothing. */
  private readonly states = new Map<string, KeyState>();

  constructor({ failureThreshold = 3, coolDownMs = 30_000 }: CircuitBreakerOptions = {}) {
    if (!Number.isInteger(failureThreshold) || failureThreshold < 1) {
      throw new RangeError('failureThreshold must be a positive integer');
    }
    if (!(coolDownMs >= 0)) throw new RangeError('coolDownMs must not be negative');
    this.failureThreshold = failureThreshold;
    this.coolDownMs = coolDownMs;
  }

  /**
   * Whether a request for `key` may go ahead now. In the half-open state the
   * first call takes the one trial (so call this only when the request will
   * really run); a trial that never reports back is given up after another
   * cool-down, so a lost result cannot keep a key shut for good.
   */
  allows(key: string, now: number = Date.now()): boolean {
    const state = this.states.get(key);
    if (state?.openUntil === undefined) return true;
    if (now < state.openUntil) return false;
    if (state.trialAt !== undefined && now < state.trialAt + this.coolDownMs) return false;
    state.trialAt = now;
    return true;
  }

  /** A request for `key` worked: the key is closed again. */
  succeeded(key: string): void {
    this.states.delete(key);
  }

  /**
   * A request for `key` ended in a way that says nothing about it (the visitor's bad address, the API's
   * failure, an overloaded server): no count changes, and a half-open trial it held is handed back so
   * the next request may be the trial. Otherwise an outsider's bad requests could hold a key shut.
   */
  inconclusive(key: string): void {
    const state = this.states.get(key);
    if (state) state.trialAt = undefined;
  }

  /** A request for `key` failed: counts towards opening it, or re-opens it after a failed trial. */
  failed(key: string, now: number = Date.now()): void {
    const state = this.states.get(key) ?? { failures: 0 };
    state.failures += 1;
    // A late failure of a request started before the key opened does not lengthen the cool-down.
    const stillOpen = state.openUntil !== undefined && now < state.openUntil;
    if (state.failures >= this.failureThreshold && !stillOpen) {
      state.openUntil = now + this.coolDownMs;
      state.trialAt = undefined;
    }
    this.states.set(key, state);
  }

  /**
   * The keys that would refuse a request at `now` (open, or half-open with
   * its trial still running), sorted, for `status`. A key whose cool-down is
   * over and that waits for its trial is not listed: it lets the next request through.
   */
  openKeys(now: number = Date.now()): string[] {
    return [...this.states]
      .filter(([, state]) => {
        if (state.openUntil === undefined) return false;
        if (now < state.openUntil) return true;
        return state.trialAt !== undefined && now < state.trialAt + this.coolDownMs;
      })
      .map(([key]) => key)
      .sort();
  }
}
