import { useEffect, useState } from 'react';
import { loadMediaChrome } from '../lib/load-media-chrome.ts';

/** Whether the player's controls can be shown yet. */
export type MediaChromeState = 'loading' | 'ready' | 'failed';

/**
 * Loads media-chrome when a video is on screen. Until it is ready (or if it
 * never arrives) the video keeps the browser's own controls, so it can
 * always be played.
 */
export function useMediaChrome(): MediaChromeState {
  const [state, setState] = useState<MediaChromeState>('loading');
  useEffect(() => {
    let live = true;
    loadMediaChrome().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
