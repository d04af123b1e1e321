import { useEffect, useState } from 'react';

/** Search input is debounced by 500 ms (spec section 5). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value once it has stayed the same for `delay` milliseconds. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
