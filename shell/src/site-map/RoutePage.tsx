import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { pageTitleAtom } from '@shared/ui';
import { SHELL_PAGES } from '../pages/shell-pages.tsx';
import { PageLoading } from '../remotes/PageLoading.tsx';
import { RemotePage } from '../remotes/RemotePage.tsx';
import { Guarded } from '../session/guards.tsx';
import { documentTitle } from './page-title.ts';
import type { SiteRoute } from './site-map.ts';

function ShellPage({ route, title }: { route: SiteRoute & { area: 'shell' }; title: string }) {
  const Page = SHELL_PAGES[route.page];
  return (
    <Suspense fallback={<PageLoading />}>
      <Page title={title} />
    </Suspense>
  );
}

/** One site-map row rendered: title, guard, then the owner's page. */
export function RoutePage({ route }: { route: SiteRoute }) {
  const title = route.title;
  const askedTitle = useAtomValue(pageTitleAtom);
  useEffect(() => {
    document.title = documentTitle(askedTitle ?? title);
  }, [askedTitle, title]);
  return (
    <Guarded guard={route.guard}>
      {route.area === 'shell' ? (
        <ShellPage route={route} title={title} />
      ) : (
        <RemotePage key={`${route.area}/${route.page}`} area={route.area} page={route.page} />
      )}
    </Guarded>
  );
}
