/**
 * Values that are expensive to compute (many API calls), kept for a while.
 * Callers asking at the same time share one computation; when a refresh
 * fails, the last good value is served rather than an error, since a
 * slightly old sitemap is better than none. A value may also belong to a
 * generation (the registry's revision for the pages the releases list): one
 * computed for another generation is computed again at once, TTL or not.
 */
export class TtlCache<T> {
  private entries = new Map<string, { value: T; expires: number; generation?: number }>();
  private pending = new Map<string, { running: Promise<T>; generation?: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly onStale: (key: string, error: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or the result of `compute` stored for the TTL (and for this generation only). */
  async get(key: string, compute: () => Promise<T>, generation?: number): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now() && entry.generation === generation) return entry.value;
    let pending = this.pending.get(key);
    if (!pending || pending.generation !== generation) {
      const running = compute().then((value) => {
        // A slower computation for an older generation never replaces a newer one's value.
        const newest = this.entries.get(key);
        if (!newest || generation === undefined || (newest.generation ?? -Infinity) <= generation) {
          this.entries.set(key, { value, expires: this.now() + this.ttlMs, generation });
        }
        return value;
      });
      const started = { running, generation };
      pending = started;
      this.pending.set(key, started);
      running
        .finally(() => {
          if (this.pending.get(key) === started) this.pending.delete(key);
        })
        .catch(() => undefined);
    }
    try {
      return await pending.running;
    } catch (error) {
      if (!entry) throw error;
      this.onStale(key, error);
      return entry.value;
    }
  }
}
