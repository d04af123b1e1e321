import { useEffect, useRef, type RefObject } from 'react';
import { VIEWER_LIMITS } from './viewer-constants.ts';

/** What the wheel does to the viewer. */
export interface WheelZoomOptions {
  enabled: boolean;
  /** One zoom step: +1 in, -1 out. */
  onStep: (steps: 1 | -1) => void;
  onWheelStart: () => void;
  onWheelEnd: () => void;
}

/**
 * Zooms with the mouse wheel, at most one step per 80 ms (spec section 9):
 * a trackpad sends dozens of wheel events per flick, which would otherwise
 * jump straight to a limit. The viewer counts as "wheeling" until the wheel
 * has been still for that long.
 *
 * The listener is added by hand because React's wheel listener is passive and
 * could not stop the page behind the dialog from scrolling.
 */
export function useWheelZoom(target: RefObject<HTMLElement | null>, options: WheelZoomOptions): void {
  const { enabled, onStep, onWheelStart, onWheelEnd } = options;
  const throttleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const element = target.current;
    if (!element || !enabled) return;

    function handleWheel(event: WheelEvent) {
      event.preventDefault();
      if (idleTimer.current === null) onWheelStart();
      else clearTimeout(idleTimer.current);
      idleTimer.current = setTimeout(() => {
        idleTimer.current = null;
        onWheelEnd();
      }, VIEWER_LIMITS.wheelThrottleMs);

      if (throttleTimer.current !== null || event.deltaY === 0) return;
      onStep(event.deltaY < 0 ? 1 : -1);
      throttleTimer.current = setTimeout(() => {
        throttleTimer.current = null;
      }, VIEWER_LIMITS.wheelThrottleMs);
    }

    element.addEventListener('wheel', handleWheel, { passive: false });
    return () => {
      element.removeEventListener('wheel', handleWheel);
      if (throttleTimer.current !== null) clearTimeout(throttleTimer.current);
      throttleTimer.current = null;
      if (idleTimer.current !== null) {
        // Disabled mid-spin (say, the image changed): leave the wheeling state now.
        clearTimeout(idleTimer.current);
        idleTimer.current = null;
        onWheelEnd();
      }
    };
  }, [target, enabled, onStep, onWheelStart, onWheelEnd]);
}
