import { useLayoutEffect } from 'react';
import { useLocation } from '@shared/router';

/**
 * Starts each blog address at the top of the page: a link at the bottom of
 * an article (a related post, the next page of a list) would otherwise open
 * the new content already scrolled past its beginning. An address with a
 * #fragment is left to the browser.
 */
export function useScrollToTop(): void {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash]);
}
