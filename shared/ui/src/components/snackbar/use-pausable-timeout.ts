import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once `durationMs` of unpaused time have passed. Pausing
 * keeps the time left, so a message someone is reading or whose close button
 * has focus stays, and then gets only what remained of its time.
 */
export function usePausableTimeout(durationMs: number, onElapsed: () => void, paused: boolean): void {
  const clock = useRef({ remainingMs: durationMs });
  const latestOnElapsed = useRef(onElapsed);
  useEffect(() => {
    latestOnElapsed.current = onElapsed;
  });

  useEffect(() => {
    if (paused) return;
    const state = clock.current;
    const startedAt = Date.now();
    const timer = setTimeout(() => latestOnElapsed.current(), state.remainingMs);
    return () => {
      clearTimeout(timer);
      state.remainingMs -= Date.now() - startedAt;
    };
  }, [paused]);
}
