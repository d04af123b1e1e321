import { useEffect, useState } from 'react';
import { nextScrollVisibility, type ScrollVisibility } from './scroll-visibility.ts';

/** Whether the header should be out of the way: scrolled down past `threshold` and not scrolled up since. */
export function useHideOnScroll(threshold: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let state: ScrollVisibility = { hidden: false, lastY: window.scrollY };
    let frame = 0;
    // One check per frame: scroll events come far more often than paints.
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        state = nextScrollVisibility(state, window.scrollY, threshold);
        setHidden(state.hidden);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return hidden;
}
