import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaName } from '@shared/registry';
import { bus } from '@shared/event-bus';
import { AreaBoundary } from './AreaBoundary.tsx';
import { loadAreaPage } from './load-area-page.ts';
import { PageLoading } from './PageLoading.tsx';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per exposed page, so React keeps it across renders. A
 * failed load is forgotten, so the next visit or retry loads again.
 */
function lazyPage(area: AreaName, page: string): LazyExoticComponent<ComponentType> {
  const key = `${area}/${page}`;
  let component = pages.get(key);
  if (!component) {
    component = lazy(() =>
      loadAreaPage(area, page).catch((error: unknown) => {
        pages.delete(key);
        bus.emit('platform:area:load-failed', {
          area,
          reason: error instanceof Error ? error.message : String(error),
          attempt: 0,
        });
        throw error;
      }),
    );
    pages.set(key, component);
  }
  return component;
}

/** Renders a page exposed by an area, behind the area's error boundary. */
export function RemotePage({ area, page }: { area: AreaName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(area, page);
  return (
    <AreaBoundary key={attempt} area={area} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </AreaBoundary>
  );
}
