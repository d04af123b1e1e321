import { useCallback, useEffect, useRef } from 'react';

/** Runs one pending action after a delay; scheduling another replaces it. */
export interface DelayedAction {
  schedule: (action: () => void, delayMs: number) => void;
  cancel: () => void;
}

/**
 * A single pending timer, so moving the pointer in and out quickly never
 * leaves an open and a close racing each other. Cancelled on unmount.
 */
export function useDelayedAction(): DelayedAction {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const schedule = useCallback(
    (action: () => void, delayMs: number) => {
      cancel();
      timer.current = setTimeout(action, delayMs);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
