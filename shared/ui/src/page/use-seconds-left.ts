import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (ms since the epoch), 0 once it has
 * passed. It reads the clock rather than counting ticks, so a phone that
 * slept or a background tab still ends on time.
 */
export function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    setNow(Date.now());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline, running]);

  return remaining;
}
