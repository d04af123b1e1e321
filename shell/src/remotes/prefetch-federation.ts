// The monolith build (build/monolith-config.ts) swaps this module for monolith/prefetch-federation.ts,
// which loads no federation; monolith/same-exports.ts keeps the two offering the same names.
// A change here is a change there too.
import { federationRuntime } from './area-releases.ts';
import { afterPageReady } from '../site-map/page-ready.ts';
import { saveData } from '../preload/save-data.ts';

/** The latest moment the download starts on a page that never falls idle. */
const IDLE_TIMEOUT_MS = 3000;

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

/**
 * Downloads the federation runtime (about 26 KiB gzip) once the page is loaded and ready and the browser
 * is idle. No page waits for it: it is not part of any first load (the shell is built without it), and
 * it starts only when the page's own work is done. But the first click into an area then does not wait
 * for it either (about 130 ms on a slow 4G link). A visitor who asked to save data gets it with the
 * first area.
 */
export function prefetchFederationWhenIdle(): void {
  if (saveData()) return;
  void Promise.all([afterLoad(), afterPageReady()]).then(() =>
    whenIdle(() => {
      federationRuntime().catch(() => undefined); // the first area page asks again and shows its own error
    }),
  );
}
