import { useLayoutEffect } from 'react';
import { useLocation } from '@shared/router';

/**
 * Starts each address at the top of the page: following a link at the
 * bottom (the next lesson, another page of a list) would otherwise open the
 * new page already scrolled. An address with a #fragment is left alone.
 */
export function useScrollToTop(): void {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash]);
}
