import { playedSeconds } from './played-ranges.ts';
import type { WatchPosition } from './progress-saver.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Where a video element is: its time and length (the content's stated
 * length until the file's own is known), never past the end, as the API
 * refuses a position beyond the total; and the seconds it has played.
 */
export function videoPosition(video: HTMLVideoElement, fallbackTotal: number): WatchPosition {
  const total = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : fallbackTotal;
  return {
    watchedSeconds: round2(Math.min(Math.max(0, video.currentTime), total)),
    totalSeconds: round2(total),
    // A test double of a video may have no `played`: nothing played is reported then.
    played: video.played ? playedSeconds(video.played) : [],
  };
}

/** Whether a saved position is worth resuming from: past the first second and before the last ones. */
export function resumePoint(savedSeconds: number | undefined, duration: number): number | undefined {
  if (savedSeconds === undefined || savedSeconds < 1) return undefined;
  if (Number.isFinite(duration) && savedSeconds >= duration - 1) return undefined;
  return savedSeconds;
}
