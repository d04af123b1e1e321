import { useCallback, useMemo } from 'react';
import { loadAreaPage } from '../remotes/load-area-page.ts';
import { areaPageAt, areaPathOf } from './page-of-path.ts';
import { createPreloadQueue, type PreloadQueue } from './preload-queue.ts';

/** Pages already asked for: twenty course cards lead to one page, loaded once. */
const pagesAskedFor = new Map<string, Promise<unknown>>();

/** Loads the area page behind a path (keys are paths); a path no area serves loads nothing. */
async function preloadPageAt(pathname: string): Promise<unknown> {
  const target = await areaPageAt(pathname);
  if (!target) return undefined;
  const key = `${target.area}/${target.page}`;
  let loading = pagesAskedFor.get(key);
  if (!loading) {
    loading = loadAreaPage(target.area, target.page).catch((error: unknown) => {
      pagesAskedFor.delete(key);
      throw error;
    });
    pagesAskedFor.set(key, loading);
  }
  return loading;
}

const sitePreloads: PreloadQueue = createPreloadQueue(preloadPageAt);

/** Props to spread on a `Link` from `@shared/ui`: hover and focus call onPreload, the ref watches the viewport. */
export interface PreloadProps {
  onPreload: () => void;
  ref: (element: HTMLElement | null) => (() => void) | undefined;
}

/** Options of {@link usePreloadOnIntent}. */
export interface PreloadOptions {
  /** Also preload when the link scrolls into view (true by default; off where a page must stay lean at first load). */
  onViewport?: boolean;
  /** The queue to use; the site's shared one by default. */
  queue?: PreloadQueue;
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Preloads the area page behind a link when the pointer or focus rests on it,
 * or when it enters the viewport, so a click rarely waits (architecture:
 * performance by design). Links to the shell's pages and other sites get
 * props that do nothing. A visitor who asked to save data gets hover preloads only.
 */
export function usePreloadOnIntent(path: string, { onViewport = true, queue = sitePreloads }: PreloadOptions = {}) {
  const key = useMemo(() => areaPathOf(path), [path]);

  const onPreload = useCallback(() => {
    if (key) queue.request(key, { urgent: true });
  }, [key, queue]);

  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!key || !element || !onViewport || typeof IntersectionObserver === 'undefined' || saveData()) {
        return undefined;
      }
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        queue.request(key);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [key, onViewport, queue],
  );

  return useMemo<PreloadProps>(() => ({ onPreload, ref }), [onPreload, ref]);
}
