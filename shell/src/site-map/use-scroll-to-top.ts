import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from '@shared/router';

/**
 * Starts a page reached by a link at the top: following a link at the bottom
 * (the next lesson, another page of a list) would otherwise open the new page
 * already scrolled, since an area's page may appear after the shell has moved
 * to the new address. A load, a reload, back and forward are left to the
 * shell's scroll restoration (RootFrame): scrolling to the top there would
 * undo the position it restores when the page appears. An address with a
 * #fragment is left to the browser.
 */
export function useScrollToTop(): void {
  const { pathname, search, hash } = useLocation();
  // The router's own state: 'POP' for a load, a reload, back and forward.
  const historyAction = useContext(UNSAFE_DataRouterStateContext)?.historyAction;
  const restored = historyAction === 'POP';
  useLayoutEffect(() => {
    if (hash || restored) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash, restored]);
}
