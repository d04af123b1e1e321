import { useCallback, useMemo } from 'react';
import type { AreaName } from '@shared/registry';
import { loadAreaPage } from '../remotes/index.ts';
import { areaPageAt, areaPathOf } from './page-of-path.ts';
import { createPreloadQueue, type PreloadQueue } from './preload-queue.ts';
import { saveData } from './save-data.ts';

const sitePreloads: PreloadQueue = createPreloadQueue((key) => {
  const [area, page] = key.split('/') as [AreaName, string];
  return loadAreaPage(area, page);
});

/**
 * Asks the queue for the area page behind a path (keys are `area/page`, so
 * twenty course cards are one preload). The page is known once the registry
 * has named the areas' pages; a path no area serves asks for nothing.
 */
function requestPageAt(queue: PreloadQueue, path: string, urgent: boolean): void {
  areaPageAt(path).then(
    (target) => {
      if (!target) return;
      const key = `${target.area}/${target.page}`;
      if (urgent) queue.request(key, { urgent: true });
      else queue.request(key);
    },
    () => undefined, // no registry yet: a later hover asks again
  );
}

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

/**
 * Preloads the area page behind a link when the pointer or focus rests on it,
 * or when it enters the viewport, so a click rarely waits (architecture:
 * performance by design). Links to the shell's pages and other sites get
 * props that do nothing. A visitor who asked to save data gets hover preloads only.
 */
export function usePreloadOnIntent(path: string, { onViewport = true, queue = sitePreloads }: PreloadOptions = {}) {
  const areaPath = useMemo(() => areaPathOf(path), [path]);

  const onPreload = useCallback(() => {
    if (areaPath) requestPageAt(queue, areaPath, true);
  }, [areaPath, queue]);

  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!areaPath || !element || !onViewport || typeof IntersectionObserver === 'undefined' || saveData()) {
        return undefined;
      }
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        requestPageAt(queue, areaPath, false);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [areaPath, onViewport, queue],
  );

  return useMemo<PreloadProps>(() => ({ onPreload, ref }), [onPreload, ref]);
}
