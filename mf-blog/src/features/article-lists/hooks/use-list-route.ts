import { useLocation, useParams, useSearchParams } from '@shared/router';
import { listRouteOf, type ListRoute } from './list-route.ts';

/** The list the current address asks for. */
export function useListRoute(): ListRoute {
  const { pathname } = useLocation();
  const { slug } = useParams();
  const [query] = useSearchParams();
  return listRouteOf(pathname, slug, query);
}
