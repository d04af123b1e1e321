/** Spec section 9: up to about 5 route preloads at once. */
export const MAX_CONCURRENT_PRELOADS = 5;

/** A queue of preloads: each key loads once, at most `limit` at a time. */
export interface PreloadQueue {
  /** Asks for a key; `urgent` (a hover or focus) goes before links that only scrolled into view. */
  request: (key: string, options?: { urgent?: boolean }) => void;
  /** How many are loading and waiting now. */
  size: () => { running: number; waiting: number };
}

/**
 * Preloads run in the background and must never crowd out what the page
 * itself needs, so only a few run at once. A key that loaded is never loaded
 * again; one that failed may be asked for again later.
 */
export function createPreloadQueue(
  load: (key: string) => Promise<unknown>,
  limit: number = MAX_CONCURRENT_PRELOADS,
): PreloadQueue {
  const loaded = new Set<string>();
  const running = new Set<string>();
  let waiting: string[] = [];

  function pump() {
    while (running.size < limit && waiting.length > 0) {
      const key = waiting.shift()!;
      running.add(key);
      load(key)
        .then(
          () => loaded.add(key),
          () => undefined,
        )
        .finally(() => {
          running.delete(key);
          pump();
        });
    }
  }

  return {
    request(key, { urgent = false } = {}) {
      if (loaded.has(key) || running.has(key)) return;
      if (waiting.includes(key)) {
        if (!urgent) return;
        waiting = waiting.filter((other) => other !== key);
      }
      if (urgent) waiting.unshift(key);
      else waiting.push(key);
      pump();
    },
    size: () => ({ running: running.size, waiting: waiting.length }),
  };
}
