interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task, so the browser can handle a tap or a keystroke (and paint) before the next
 * step of starting the page runs. `scheduler.yield()` resumes ahead of other waiting tasks; browsers
 * without it get a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
