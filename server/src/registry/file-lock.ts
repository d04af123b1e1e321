import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** How a lock is held and waited for. */
export interface LockTiming {
  /** A lock not refreshed for this long belongs to a crashed holder and is taken over. */
  staleMs: number;
  /** How often a holder refreshes its lock's modification time (at most half of `staleMs`). */
  updateMs: number;
  /** How long a caller waits for a busy lock before it gives up. */
  waitMs: number;
}

/**
 * A crashed holder's lock is taken over after 4 s; a caller waits 15 s, so it always outlives a stale lock
 * (with room for a slow disk) and gives up only on a lock a live process is still refreshing. The
 * holder refreshes every second, so even a server whose event loop stalls for a few seconds keeps it.
 */
export const LOCK_TIMING: LockTiming = { staleMs: 4_000, updateMs: 1_000, waitMs: 15_000 };

/** Raised when another live change holds the lock for longer than a caller waits. */
export class LockBusyError extends Error {
  constructor() {
    super('تغییر دیگری در همین لحظه در حال انجام است و بیش از زمان انتظار طول کشید؛ کمی بعد دوباره تلاش کنید.');
    this.name = 'LockBusyError';
  }
}

/** Raised when a lock was lost while held (another process took it over as stale): nothing is written. */
export class LockLostError extends Error {
  constructor() {
    super('قفل تغییر در میانهٔ کار از دست رفت و چیزی نوشته نشد؛ دوباره تلاش کنید.');
    this.name = 'LockLostError';
  }
}

/** What a task under the lock may ask. */
export interface HeldLock {
  /** Throws LockLostError if the lock was taken over meanwhile: call it just before writing. */
  assertHeld(): void;
}

/**
 * Runs `task` holding an inter-process lock on `file` (a `<file>.lock` folder, which proper-lockfile also
 * supports on network file systems).
 */
export async function withFileLock<T>(
  file: string,
  task: (lock: HeldLock) => Promise<T>,
  timing: LockTiming = LOCK_TIMING,
): Promise<T> {
  await mkdir(path.dirname(file), { recursive: true });
  let lost = false;
  const interval = 100;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(file, {
      realpath: false,
      stale: timing.staleMs,
      update: timing.updateMs,
      retries: {
        retries: Math.ceil(timing.waitMs / interval),
        factor: 1,
        minTimeout: interval,
        maxTimeout: interval,
      },
      // By default a lost lock throws from a timer, which would end the server; the task learns it instead.
      onCompromised: () => {
        lost = true;
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new LockBusyError();
    throw error;
  }
  try {
    return await task({
      assertHeld: () => {
        if (lost) throw new LockLostError();
      },
    });
  } finally {
    await release().catch(() => undefined); // a lost lock is someone else's now: nothing to release
  }
}
