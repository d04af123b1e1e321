import { useEffect, useRef, useState } from 'react';

/** Seconds between the end of a video and the next content. */
export const NEXT_COUNTDOWN_SECONDS = 5;

/**
 * At the end of a video, counts down and then calls `onDone` (to open the
 * next content). Playing or seeking again, or `cancel`, stops it; with no
 * next content (`enabled` false) it never starts.
 */
export function useNextCountdown(video: HTMLVideoElement | null, enabled: boolean, onDone: () => void) {
  const [secondsLeft, setSecondsLeft] = useState<number>();
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!video || !enabled) return;
    const start = () => setSecondsLeft(NEXT_COUNTDOWN_SECONDS);
    const stop = () => setSecondsLeft(undefined);
    video.addEventListener('ended', start);
    video.addEventListener('play', stop);
    video.addEventListener('seeking', stop);
    return () => {
      video.removeEventListener('ended', start);
      video.removeEventListener('play', stop);
      video.removeEventListener('seeking', stop);
    };
  }, [video, enabled]);

  useEffect(() => {
    if (secondsLeft === undefined) return;
    const timer = setTimeout(() => {
      if (secondsLeft <= 1) {
        setSecondsLeft(undefined);
        done.current();
      } else setSecondsLeft(secondsLeft - 1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return { secondsLeft, cancel: () => setSecondsLeft(undefined) };
}
