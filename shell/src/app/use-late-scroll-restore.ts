import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from '@shared/router';

/** Where `<ScrollRestoration />` keeps the positions, by history entry key (react-router's default). */
const POSITIONS_KEY = 'react-router-scroll-positions';
/** How long a returning page may take to grow tall enough. */
const WAIT_MS = 5000;

function savedPosition(key: string): number | undefined {
  try {
    const positions = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, unknown>;
    const position = positions[key];
    return typeof position === 'number' && position > 0 ? position : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Finishes what `<ScrollRestoration />` starts on a reload, back or forward.
 * The router restores the position once, as the address changes; an area's
 * page drawn by the browser (not by the server) is not there yet, the page is
 * too short and the browser stops short of the position. This scrolls there
 * once the page has grown tall enough, unless the reader has scrolled
 * meanwhile, for at most 5 s.
 */
export function useLateScrollRestore(): void {
  const { key } = useLocation();
  const historyAction = useContext(UNSAFE_DataRouterStateContext)?.historyAction;
  useLayoutEffect(() => {
    if (historyAction !== 'POP' || typeof ResizeObserver !== 'function') return;
    const position = savedPosition(key);
    if (position === undefined || Math.abs(window.scrollY - position) < 2) return;
    const readerMoved = () => stop();
    const grown = new ResizeObserver(() => {
      if (document.documentElement.scrollHeight - window.innerHeight < position) return;
      window.scrollTo({ top: position, left: 0, behavior: 'instant' });
      stop();
    });
    const timer = setTimeout(() => stop(), WAIT_MS);
    function stop() {
      grown.disconnect();
      clearTimeout(timer);
      for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(event, readerMoved);
    }
    for (const event of ['wheel', 'touchstart', 'keydown'] as const) {
      window.addEventListener(event, readerMoved, { passive: true });
    }
    grown.observe(document.body);
    return stop;
  }, [key, historyAction]);
}
