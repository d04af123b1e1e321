import { useEffect } from 'react';

const ROBOTS = 'meta[name="robots"]';

/**
 * Keeps the page's robots rule in the document as the student moves between
 * pages in the browser: a page behind a guard, or whose row says `noindex`,
 * has `<meta name="robots" content="noindex">` (the server wrote it into the
 * first page; a page reached by a click gets it here), and a page without
 * one has none, so a rule never outlives the page it was for.
 */
export function usePageRobots(noindex: boolean): void {
  useEffect(() => {
    const present = document.head.querySelector<HTMLMetaElement>(ROBOTS);
    if (!noindex) {
      present?.remove();
      return undefined;
    }
    if (present) {
      present.content = 'noindex';
      return undefined;
    }
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}
