import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until `deadline` (a Date.now() time), ticking every half
 * second; null when there is no deadline. `onExpire` runs once when it
 * reaches zero, even if the tab slept through the moment.
 */
export function useCountdown(deadline: number | null, onExpire: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const expireRef = useRef(onExpire);
  const firedFor = useRef<number | null>(null);

  useEffect(() => {
    expireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (deadline === null) return undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline && firedFor.current !== deadline) {
        firedFor.current = deadline;
        expireRef.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 500);
    return () => window.clearInterval(timer);
  }, [deadline]);

  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
