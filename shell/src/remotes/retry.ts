/** Limits of a bounded retry. */
export interface RetryPolicy {
  /** Waits before the 2nd, 3rd, ... attempt; its length + 1 is the attempt count. */
  delaysMs: readonly number[];
  /** No new attempt starts after this much time since the first one. */
  deadlineMs: number;
}

/** What the shell uses for remote pages: a fallback shows within 10 s even when requests hang. */
export const REMOTE_RETRY_POLICY: RetryPolicy = { delaysMs: [300, 1000], deadlineMs: 5000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` until it succeeds, the delays run out or the deadline passes,
 * and rethrows the last error. `shouldRetry` stops early for errors a retry
 * cannot fix.
 */
export async function withRetry<T>(
  task: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  shouldRetry: (error: unknown) => boolean = () => true,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      const delay = policy.delaysMs[attempt];
      const outOfTime = Date.now() - started + (delay ?? 0) > policy.deadlineMs;
      if (delay === undefined || outOfTime || !shouldRetry(error)) throw error;
      await sleep(delay);
    }
  }
}
