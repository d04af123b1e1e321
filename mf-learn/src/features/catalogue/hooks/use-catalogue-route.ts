import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from '@shared/router';
import { parseCatalogueRoute, type CatalogueRoute } from './catalogue-route.ts';

/** The course list's state from the current address. */
export function useCatalogueRoute(): CatalogueRoute {
  const { pathname } = useLocation();
  const { grade, branch } = useParams();
  const [query] = useSearchParams();
  return useMemo(() => parseCatalogueRoute(pathname, { grade, branch }, query), [pathname, grade, branch, query]);
}
