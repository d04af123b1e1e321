/**
 * What the player reports of the seconds a student actually watched: the
 * media element's own `played` ranges (the browser adds to them only while
 * the video plays, never when the playhead is dragged), in whole seconds,
 * «0-12,30-45». The server counts a video watched by these distinct seconds.
 */

/** The ranges of a `TimeRanges` as whole-second [start, end] pairs, inward-rounded, empty ones dropped. */
export function playedSeconds(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'>): [number, number][] {
  const pairs: [number, number][] = [];
  for (let index = 0; index < ranges.length; index += 1) {
    // Rounded inwards: a fraction of a second is not claimed as watched.
    const start = Math.ceil(ranges.start(index));
    const end = Math.floor(ranges.end(index));
    if (end > start) pairs.push([start, end]);
  }
  return pairs;
}

/** «0-12,30-45», as the watch-progress call takes it; undefined when nothing has been played yet. */
export function playedParam(pairs: readonly [number, number][]): string | undefined {
  return pairs.length ? pairs.map(([start, end]) => `${start}-${end}`).join(',') : undefined;
}

/** How many seconds the pairs cover, for telling whether a save would add anything. */
export function secondsIn(pairs: readonly [number, number][]): number {
  return pairs.reduce((sum, [start, end]) => sum + (end - start), 0);
}
