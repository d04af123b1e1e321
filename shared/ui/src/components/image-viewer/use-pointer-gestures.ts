import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { distanceBetween, swipeIntent, type Point } from './gesture-math.ts';

/** What the gestures on the stage do to the viewer. */
export interface PointerGestureOptions {
  zoom: number;
  isRtl: boolean;
  onPan: (dx: number, dy: number) => void;
  onZoomTo: (zoom: number) => void;
  onSwipe: (intent: 'next' | 'previous') => void;
  onGestureStart: (kind: 'dragging' | 'gesturing') => void;
  onGestureEnd: (kind: 'dragging' | 'gesturing') => void;
}

/** The pointer handlers to spread on the stage. */
export interface PointerGestureHandlers {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
}

/**
 * One finger or the mouse drags: it pans a zoomed-in image, and otherwise a
 * long enough horizontal move is a swipe to the neighbouring image. Two
 * fingers pinch to zoom. Once a pinch starts, the fingers left on the screen
 * neither pan nor swipe until all are lifted, so a pinch never ends in an
 * accidental swipe.
 */
export function usePointerGestures(options: PointerGestureOptions): PointerGestureHandlers {
  const pointers = useRef(new Map<number, Point>());
  const mode = useRef<'idle' | 'drag' | 'pinch' | 'settling'>('idle');
  const dragStart = useRef<Point>({ x: 0, y: 0 });
  const lastPoint = useRef<Point>({ x: 0, y: 0 });
  const pinchStart = useRef({ distance: 1, zoom: 1 });
  const zoomedIn = options.zoom > 1;

  function pinchPoints(): [Point, Point] | null {
    const [first, second] = [...pointers.current.values()];
    return first && second ? [first, second] : null;
  }

  function onPointerDown(event: ReactPointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    // Keeps receiving the moves when the finger leaves the stage; jsdom lacks it.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const pair = pinchPoints();
    if (pointers.current.size === 1) {
      mode.current = 'drag';
      dragStart.current = point;
      lastPoint.current = point;
      options.onGestureStart('dragging');
    } else if (pair && mode.current !== 'pinch') {
      mode.current = 'pinch';
      pinchStart.current = { distance: Math.max(1, distanceBetween(...pair)), zoom: options.zoom };
      options.onGestureStart('gesturing');
    }
  }

  function onPointerMove(event: ReactPointerEvent<HTMLElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const pair = pinchPoints();
    if (mode.current === 'pinch' && pair) {
      options.onZoomTo((pinchStart.current.zoom * distanceBetween(...pair)) / pinchStart.current.distance);
    } else if (mode.current === 'drag' && zoomedIn) {
      options.onPan(point.x - lastPoint.current.x, point.y - lastPoint.current.y);
    }
    lastPoint.current = point;
  }

  function release(event: ReactPointerEvent<HTMLElement>, completed: boolean) {
    if (!pointers.current.delete(event.pointerId)) return;
    const ended = mode.current;
    if (ended === 'drag' && completed && !zoomedIn) {
      const intent = swipeIntent(dragStart.current, { x: event.clientX, y: event.clientY }, options.isRtl);
      if (intent) options.onSwipe(intent);
    }
    if (ended === 'pinch') {
      mode.current = 'settling';
      options.onGestureEnd('gesturing');
    }
    if (pointers.current.size === 0) {
      if (ended === 'drag') options.onGestureEnd('dragging');
      mode.current = 'idle';
    }
  }

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event) => release(event, true),
    onPointerCancel: (event) => release(event, false),
  };
}
