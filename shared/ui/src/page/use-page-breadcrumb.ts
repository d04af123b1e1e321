import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { pageBreadcrumbAtom, type PageCrumb } from '@shared/ui/state';

/**
 * Hands the page's breadcrumb to the shell, which owns the page frame (and
 * shows "home › page title" when no area asks for more). Cleared when the
 * page is left.
 */
export function usePageBreadcrumb(items: readonly PageCrumb[] | undefined): void {
  const setTrail = useSetAtom(pageBreadcrumbAtom);
  // Compare by content: callers build a new array on every render.
  const key = items ? JSON.stringify(items) : '';
  const stable = useMemo(() => (key ? (JSON.parse(key) as PageCrumb[]) : null), [key]);
  useEffect(() => {
    setTrail(stable);
    return () => setTrail(null);
  }, [setTrail, stable]);
}
