import { useLayoutEffect } from 'react';
import { useLocation } from '@shared/router';

/**
 * Starts each profile page at the top: the menu sits above the page on a
 * phone, and following it would otherwise open the new page scrolled down.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
