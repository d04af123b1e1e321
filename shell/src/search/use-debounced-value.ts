import { useCallback, useEffect, useState } from 'react';

/** Spec sections 5 and 9: search input waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The value once it has stopped changing for `delayMs`, and a function that
 * takes the current value at once (Enter should not wait).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  const flush = useCallback(() => setSettled(value), [value]);
  return [settled, flush];
}
