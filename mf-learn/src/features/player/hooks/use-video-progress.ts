import { setUserWatchProgress, ValidationError, type ContentWatch } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { rememberSavedProgress } from '../../../api/learner-queries.ts';
import { playedParam } from '../lib/played-ranges.ts';
import { ProgressSaver } from '../lib/progress-saver.ts';
import { resumePoint, videoPosition } from '../lib/video-position.ts';

/** How saving goes, for the status line under the player. */
export type SaveStatus = 'idle' | 'saved' | 'retrying';

/** Options of {@link useVideoProgress}. */
export interface VideoProgressOptions {
  contentId: number;
  courseId: number;
  /** The content's stated length, until the file's own is known. */
  durationSeconds: number;
  /** Only a logged-in student's progress is resumed and saved. */
  enabled: boolean;
  /** False while the saved positions are loading: nothing starts before they are known. */
  savedKnown: boolean;
  /** This content's saved position, if any. */
  saved: ContentWatch | undefined;
}

/**
 * Resumes a video from the saved position and saves the position while it
 * plays (at most every 5 s), on pause and end, and when the student leaves
 * (tab hidden, page hidden, unmount: best effort). Each save updates the
 * mastery and ticks in the cache and announces `learn:watch-progress:saved`.
 */
export function useVideoProgress(video: HTMLVideoElement | null, options: VideoProgressOptions) {
  const { contentId, courseId, durationSeconds, enabled, savedKnown } = options;
  const client = useQueryClient();
  const [resumedAt, setResumedAt] = useState<number>();
  const [status, setStatus] = useState<SaveStatus>('idle');
  // Read once when saving starts: later saves update the cache, which must not restart anything.
  const savedRef = useRef(options.saved);
  savedRef.current = options.saved;

  useEffect(() => {
    if (!video || !enabled || !savedKnown) return;
    const saved = savedRef.current;
    const position = () => videoPosition(video, durationSeconds);

    const saver = new ProgressSaver(
      {
        save: async ({ watchedSeconds, totalSeconds, played }) => {
          try {
            const answer = await setUserWatchProgress({
              id: contentId,
              watched_seconds: watchedSeconds,
              total_seconds: totalSeconds,
              // The seconds played: the server counts the video watched by these, not by the position.
              played: playedParam(played ?? []),
            });
            if (answer.data) rememberSavedProgress(client, courseId, answer.data.progress, answer.data.mastery);
            bus.emit('learn:watch-progress:saved', { contentId, watchedSeconds, totalSeconds });
          } catch (error) {
            // The server refused this position for good; another one will follow.
            if (error instanceof ValidationError) return;
            throw error;
          }
        },
        onResult: (ok) => setStatus(ok ? 'saved' : 'retrying'),
      },
      saved ? { watchedSeconds: saved.watched_seconds, totalSeconds: saved.total_seconds } : undefined,
    );

    const resume = () => {
      const from = resumePoint(saved?.watched_seconds, video.duration);
      if (from !== undefined && video.currentTime < 1) {
        video.currentTime = from;
        setResumedAt(from);
      }
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) resume();
    else video.addEventListener('loadedmetadata', resume, { once: true });

    const track = () => {
      if (video.readyState >= HTMLMediaElement.HAVE_METADATA) saver.track(position());
    };
    const leave = () => {
      track();
      saver.flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    const retry = () => saver.retrySoon();

    for (const event of ['timeupdate', 'seeked', 'pause', 'ended']) video.addEventListener(event, track);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('online', retry);
    return () => {
      video.removeEventListener('loadedmetadata', resume);
      for (const event of ['timeupdate', 'seeked', 'pause', 'ended']) video.removeEventListener(event, track);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('online', retry);
      track();
      saver.stop();
    };
  }, [video, enabled, savedKnown, contentId, courseId, durationSeconds, client]);

  return { resumedAt, status };
}
