import { VIEWER_LIMITS } from './viewer-constants.ts';

/** A point on the screen, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Keeps a zoom level inside the spec's limits, rounded so repeated steps do not drift (1.12, not 1.1200000000000001). */
export function clampZoom(zoom: number): number {
  const bounded = Math.min(VIEWER_LIMITS.maxZoom, Math.max(VIEWER_LIMITS.minZoom, zoom));
  return Math.round(bounded * 100) / 100;
}

/** The zoom level after `steps` steps (negative steps zoom out). */
export function stepZoom(zoom: number, steps: number): number {
  return clampZoom(zoom + steps * VIEWER_LIMITS.zoomStep);
}

/** The distance between two points, used to turn a pinch into a zoom ratio. */
export function distanceBetween(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * What a finished one-finger move means when the image is not zoomed in.
 * In right-to-left reading the next image lies to the left, so dragging the
 * current one to the right reveals it; left-to-right is the mirror image.
 */
export function swipeIntent(start: Point, end: Point, isRtl: boolean): 'next' | 'previous' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= VIEWER_LIMITS.swipeTolerance || Math.abs(dx) < Math.abs(dy)) return null;
  const towardsNext = isRtl ? dx > 0 : dx < 0;
  return towardsNext ? 'next' : 'previous';
}
