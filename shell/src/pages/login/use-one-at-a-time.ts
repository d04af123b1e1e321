import { useCallback, useRef } from 'react';

/**
 * Wraps an action so that it runs once at a time: a second submit (a double
 * tap, Enter pressed twice, the code completed while it is being checked)
 * does nothing until the first has finished, so one request is sent.
 */
export function useOneAtATime<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  const running = useRef(false);
  return useCallback(
    async (...args: Args) => {
      if (running.current) return;
      running.current = true;
      try {
        await action(...args);
      } catch {
        // The action's own error handling has shown the failure; nothing is left to do here.
      } finally {
        running.current = false;
      }
    },
    [action],
  );
}
