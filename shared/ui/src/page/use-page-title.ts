import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { pageTitleAtom } from '@shared/ui/state';

/**
 * Asks the shell to title the page (spec section 2: the shell owns titles).
 * Pass undefined while the data is loading; the site map's title shows
 * until then, and again once the page is left.
 */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [setTitle, title]);
}
