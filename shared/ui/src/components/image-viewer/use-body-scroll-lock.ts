import { useEffect } from 'react';

/** Stops the page behind a full-screen overlay from scrolling while it is shown. */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}
