import { useMemo, useRef, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from './drawer-constants.ts';
import { isRightToLeft } from './reading-direction.ts';

interface SwipeStart {
  pointerId: number;
  x: number;
  y: number;
}

/** Pointer handlers to spread on the drawer's panel. */
export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
}

/**
 * Closes a drawer on the inline-start side when a finger or pen moves it
 * toward its edge (to the right in right-to-left) past the swipe threshold.
 * A mostly vertical move is a scroll and is ignored, and so is the mouse,
 * whose drags select text.
 */
export function useSwipeToClose(onClose: () => void): SwipeHandlers {
  const start = useRef<SwipeStart | null>(null);
  return useMemo(() => {
    const forget = () => {
      start.current = null;
    };
    return {
      onPointerDown(event) {
        if (event.pointerType === 'mouse') return;
        start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      },
      onPointerMove(event) {
        const origin = start.current;
        if (!origin || origin.pointerId !== event.pointerId) return;
        const towardEdge = (event.clientX - origin.x) * (isRightToLeft(event.currentTarget) ? 1 : -1);
        const across = Math.abs(event.clientY - origin.y);
        if (towardEdge > SWIPE_THRESHOLD_PX && towardEdge > across) {
          forget();
          onClose();
        }
      },
      onPointerUp: forget,
      onPointerCancel: forget,
    };
  }, [onClose]);
}
