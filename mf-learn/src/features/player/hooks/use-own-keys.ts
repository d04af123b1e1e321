import { useCallback, useRef } from 'react';

const OWN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const stop = (event: KeyboardEvent) => {
  if (OWN_KEYS.has(event.key)) event.stopPropagation();
};

/**
 * For our own buttons and menus inside the player: media-chrome's shortcuts
 * listen on the player, so without this Space on «لغو» would play the video
 * and the arrows on the speed menu would seek. Native listeners, because
 * React's handlers run only after the event has passed the player. Letters
 * (k, f, m) still reach the player's shortcuts.
 */
export function useOwnKeys<T extends HTMLElement>() {
  const current = useRef<T | null>(null);
  return useCallback((element: T | null) => {
    for (const type of ['keydown', 'keyup'] as const) {
      current.current?.removeEventListener(type, stop);
      element?.addEventListener(type, stop);
    }
    current.current = element;
  }, []);
}
