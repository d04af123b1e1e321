import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { pageTitleAtom, renderedTitleAtom } from '@shared/ui/state';

/**
 * Asks the shell to title the page (spec section 2: the shell owns titles).
 * Pass undefined while the data is loading; the site map's title shows
 * until then, and again once the page is left.
 */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useSetAtom(pageTitleAtom);
  const store = useStore();
  // On the server (no effects), the request's own store notes it for the document's <title>.
  if (typeof window === 'undefined' && title !== undefined) store.set(renderedTitleAtom, title);
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [setTitle, title]);
}
