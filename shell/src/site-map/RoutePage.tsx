import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from '@shared/router';
import { pageTitleAtom } from '@shared/ui';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { SHELL_PAGES } from '../pages/shell-pages.tsx';
import { PageLoading, prefetchPageData, RemotePage } from '../remotes/index.ts';
import { Guarded } from '../session/guards.tsx';
import { hasMalformedSegment } from '@shared/registry';
import { documentTitle } from './page-title.ts';
import { PageReadyMarker } from './PageReadyMarker.tsx';
import { StartsAtTop } from './StartsAtTop.tsx';
import { usePageRobots } from './use-page-robots.ts';
import type { SiteRoute } from './shell-routes.ts';

function ShellPage({ route, title }: { route: SiteRoute & { area: 'shell' }; title: string }) {
  const Page = SHELL_PAGES[route.page];
  return (
    <Suspense fallback={<PageLoading />}>
      <Page title={title} />
      <StartsAtTop />
      <PageReadyMarker />
    </Suspense>
  );
}

/** Starts an area page's declared data with its code (prefetch-page-data.ts). */
function usePageDataPrefetch(route: SiteRoute) {
  const client = useQueryClient();
  const params = useParams();
  const [search] = useSearchParams();
  const paramsKey = JSON.stringify(params);
  const searchKey = search.toString();
  useEffect(() => {
    // Only a page that declared queries has any to start. A guarded page's data waits for the guard:
    // asking for it signed out would only earn a 401.
    if (route.area === 'shell' || !route.prefetch || route.guard) return;
    const address = { params: JSON.parse(paramsKey) as Record<string, string>, search: new URLSearchParams(searchKey) };
    prefetchPageData(client, route.area, route.path, address).catch(() => undefined);
  }, [client, route.area, route.prefetch, route.guard, route.path, paramsKey, searchKey]);
}

/**
 * One page of the site, or the 404 page when a segment of the address is blank or garbled: such an
 * address fits the route's shape but names no page, as the server answered (@shared/registry's malformed-path.ts), so its
 * data is never asked for with a parameter it must refuse.
 */
export function RoutePage({ route }: { route: SiteRoute }) {
  const { pathname } = useLocation();
  if (hasMalformedSegment(pathname)) return <NotFoundPage />;
  return <SitePage route={route} />;
}

/** One page rendered: title, guard, then the owner's page (its declared data starting alongside). */
function SitePage({ route }: { route: SiteRoute }) {
  const title = route.title;
  const askedTitle = useAtomValue(pageTitleAtom);
  usePageDataPrefetch(route);
  // A page behind a guard is a student's own; a row may keep a public page out of search results too.
  usePageRobots(Boolean(route.guard || route.noindex));
  useEffect(() => {
    document.title = documentTitle(askedTitle ?? title);
  }, [askedTitle, title]);
  return (
    <Guarded guard={route.guard}>
      {route.area === 'shell' ? (
        <ShellPage route={route} title={title} />
      ) : (
        <RemotePage key={`${route.area}/${route.page}`} area={route.area} page={route.page} route={route.path} />
      )}
    </Guarded>
  );
}
