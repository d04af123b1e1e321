import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled further than `pixels`; re-renders only when that changes. */
export function useScrolledPast(pixels: number): boolean {
  const snapshot = useCallback(() => window.scrollY > pixels, [pixels]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
