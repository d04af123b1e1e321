import { useEffect } from 'react';
import { seekTarget } from '../lib/seek-keys.ts';

/** Keys the focused control handles itself (a slider's arrows, a menu's), as media-chrome marks them. */
function keysOf(target: EventTarget | null): string[] {
  if (!(target instanceof Element)) return [];
  if (target.matches('input, select, textarea')) return ['ArrowLeft', 'ArrowRight'];
  const marked = target.getAttribute('keysused')?.split(' ');
  const own = (target as Element & { keysUsed?: string[] }).keysUsed;
  return marked ?? own ?? [];
}

/**
 * ← and → jump 10 s back and forward while focus is anywhere in the player
 * (see seekTarget for the direction). Ours rather than the library's so the
 * direction is decided, written down and tested here; the library's own
 * arrow hotkeys are turned off (`hotkeys="noarrowleft noarrowright"`).
 */
export function useSeekKeys(player: HTMLElement | null, video: HTMLVideoElement | null) {
  useEffect(() => {
    if (!player || !video) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (keysOf(event.target).includes(event.key)) return;
      const to = seekTarget(event.key, video.currentTime, video.duration);
      if (to === undefined) return;
      // The page must not scroll sideways as well.
      event.preventDefault();
      video.currentTime = to;
    };
    player.addEventListener('keydown', onKeyDown);
    return () => player.removeEventListener('keydown', onKeyDown);
  }, [player, video]);
}
