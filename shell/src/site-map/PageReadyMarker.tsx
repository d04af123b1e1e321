import { useEffect } from 'react';

/**
 * Marks `<html data-page-ready>` once the page's content is live: rendered
 * by the browser, or, on a server-rendered page, hydrated (its effects run
 * only then). Server-rendered HTML is on screen before it answers clicks
 * and typing; tests and monitoring wait for this mark instead of guessing.
 * It renders nothing, so the markup is the same on both sides.
 */
export function PageReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}
