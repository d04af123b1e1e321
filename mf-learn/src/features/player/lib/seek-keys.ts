/** How far ← and → jump, in seconds. */
export const SEEK_STEP_SECONDS = 10;

/**
 * Where an arrow key takes the video: → forward, ← back, by
 * {@link SEEK_STEP_SECONDS}, within the video. The control bar (and its
 * timeline) runs left to right even on this right-to-left site, as media
 * controls do in right-to-left interfaces, so the arrows follow the
 * timeline: → moves the thumb right, which is later. Any other key: undefined.
 */
export function seekTarget(key: string, currentTime: number, duration: number): number | undefined {
  const step = key === 'ArrowRight' ? SEEK_STEP_SECONDS : key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : 0;
  if (step === 0) return undefined;
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, currentTime + step), end);
}
