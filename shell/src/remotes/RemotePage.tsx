import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaName } from '@shared/registry';
import { AreaBoundary } from './AreaBoundary.tsx';
import { FallbackNotice } from './FallbackNotice.tsx';
import { loadAreaPage } from './load-area-page.ts';
import { PageLoading } from './PageLoading.tsx';
import { useServerAreaPage } from './server-area-page.tsx';
import { PageReadyMarker } from '../site-map/PageReadyMarker.tsx';
import { StartsAtTop } from '../site-map/StartsAtTop.tsx';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The page of a last known good release, with the quiet notice above it. */
function withFallbackNotice(area: AreaName, Page: ComponentType): ComponentType {
  return function FallbackPage() {
    return (
      <>
        <FallbackNotice area={area} />
        <Page />
      </>
    );
  };
}

/**
 * One lazy component per exposed page, so React keeps it across renders. A
 * failed load is forgotten, so the next visit or retry loads again; the
 * loader has already reported it.
 */
function lazyPage(area: AreaName, page: string): LazyExoticComponent<ComponentType> {
  const key = `${area}/${page}`;
  let component = pages.get(key);
  if (!component) {
    component = lazy(() =>
      loadAreaPage(area, page).then(
        ({ module, release }) =>
          release.role === 'fallback' ? { default: withFallbackNotice(area, module.default) } : module,
        (error: unknown) => {
          pages.delete(key);
          throw error;
        },
      ),
    );
    pages.set(key, component);
  }
  return component;
}

/** Renders a page exposed by an area, behind the area's error boundary (told the route pattern, for its reports). */
export function RemotePage({ area, page, route }: { area: AreaName; page: string; route?: string }) {
  const [attempt, setAttempt] = useState(0);
  // On the server the page is already loaded; the browser's lazy page then hydrates the same markup.
  const Page = useServerAreaPage(area, page) ?? lazyPage(area, page);
  return (
    <AreaBoundary key={attempt} area={area} route={route} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <StartsAtTop />
        <PageReadyMarker />
      </Suspense>
    </AreaBoundary>
  );
}
