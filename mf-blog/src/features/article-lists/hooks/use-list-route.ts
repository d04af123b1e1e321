import { useParams, useSearchParams } from '@shared/router';
import { useRowVariant } from '@shared/ui';
import { routes } from '../../../routes.ts';
import { listRouteOf, type ListRoute } from './list-route.ts';

/** The list the current row and address ask for. */
export function useListRoute(): ListRoute {
  const variant = useRowVariant(routes.routes, 'ArticleList');
  const { slug } = useParams();
  const [query] = useSearchParams();
  return listRouteOf(variant, slug, query);
}
