/**
 * Values that are expensive to compute (many API calls), kept for a while.
 * Callers asking at the same time share one computation; when a refresh
 * fails, the last good value is served rather than an error, since a
 * slightly old sitemap is better than none.
 */
export class TtlCache<T> {
  private entries = new Map<string, { value: T; expires: number }>();
  private pending = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly onStale: (key: string, error: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or the result of `compute` stored for the TTL. */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value;
    let running = this.pending.get(key);
    if (!running) {
      running = compute()
        .then((value) => {
          this.entries.set(key, { value, expires: this.now() + this.ttlMs });
          return value;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, running);
    }
    try {
      return await running;
    } catch (error) {
      if (!entry) throw error;
      this.onStale(key, error);
      return entry.value;
    }
  }
}
