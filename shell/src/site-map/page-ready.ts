/**
 * Resolves once the shell has marked the page ready (`<html data-page-ready>`, PageReadyMarker.tsx): its
 * content is live. Work that must not compete with the page's own (prefetches, measuring) waits for it.
 */
export function afterPageReady(): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.pageReady === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (root.dataset.pageReady !== 'true') return;
      observer.disconnect();
      resolve();
    }).observe(root, { attributes: true, attributeFilter: ['data-page-ready'] });
  });
}
