import { useAtomValue } from 'jotai';
import { useLocation } from '@shared/router';
import styled from 'styled-components';
import { Breadcrumb, pageBreadcrumbAtom, pageTitleAtom } from '@shared/ui';
import { useSiteRoute } from '../site-map/use-site-route.ts';

const Trail = styled(Breadcrumb)`
  padding-block-start: ${({ theme }) => theme.space(3)};
`;

/**
 * The page's one breadcrumb: the trail its area asked for (usePageBreadcrumb),
 * else home › the page's title as its area asked for it (a course name), else
 * the site map's. Not on the home page or the 404 page.
 */
export function PageBreadcrumb() {
  const { pathname } = useLocation();
  const askedTrail = useAtomValue(pageBreadcrumbAtom);
  const askedTitle = useAtomValue(pageTitleAtom);
  const title = useSiteRoute()?.title;
  if (pathname === '/' || title === undefined) return null;
  if (askedTrail && askedTrail.length > 0) return <Trail items={askedTrail} />;
  return <Trail items={[{ label: 'خانه', to: '/' }, { label: askedTitle ?? title }]} />;
}
