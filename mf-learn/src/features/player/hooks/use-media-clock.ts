import { useEffect, useState } from 'react';

/** Where the video is and how long it is, in seconds. */
export interface MediaClock {
  current: number;
  duration: number;
}

const EVENTS = ['timeupdate', 'seeking', 'seeked', 'durationchange', 'loadedmetadata', 'emptied'] as const;

/**
 * Follows a video's position and length for a time label. Until the file's
 * own length is known, `fallbackDuration` (the content's stated length) is used.
 */
export function useMediaClock(video: HTMLVideoElement | null, fallbackDuration: number): MediaClock {
  const [clock, setClock] = useState<MediaClock>({ current: 0, duration: fallbackDuration });
  useEffect(() => {
    if (!video) return;
    const read = () => {
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : fallbackDuration;
      setClock((previous) =>
        previous.current === video.currentTime && previous.duration === duration
          ? previous
          : { current: video.currentTime, duration },
      );
    };
    read();
    for (const event of EVENTS) video.addEventListener(event, read);
    return () => {
      for (const event of EVENTS) video.removeEventListener(event, read);
    };
  }, [video, fallbackDuration]);
  return clock;
}
