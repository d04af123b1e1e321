import { VITALS_REPORT_PATH, type AreaName, type VitalsReport, type WebVital } from '@shared/registry';
import { afterPageReady } from '../site-map/page-ready.ts';
import { siteRouteAt } from '../site-map/site-routes.ts';
import { currentBuildId } from './build-id.ts';
import { pageRelease } from '../remotes/index.ts';

/** The release and route pattern a page load's vitals are counted for. */
type PageOwner = Omit<VitalsReport, 'metric' | 'value'>;

/**
 * Who owns the page this load landed on, as the crash and hydration beacons say it: the area's release the
 * shell loaded (never a developer's override, which is nobody's release) or the shell's build, and the
 * route pattern, never the address. Read once the page is ready, when the area's release is chosen; a
 * load's vitals stay its landing page's (as the server counts pages served: full page loads).
 */
export function pageOwner(): PageOwner | undefined {
  const route = siteRouteAt(location.pathname);
  if (!route || route.area === 'shell') {
    return { area: 'shell', version: currentBuildId(), ...(route ? { route: route.path } : {}) };
  }
  const release = pageRelease(route.area as AreaName);
  if (!release) return undefined;
  return { area: route.area as AreaName, version: release.version, route: route.path };
}

/** Sends one vital; it survives the page being closed (the browser reports CLS and INP as the page hides). */
function sendVital(owner: PageOwner, metric: { name: string; value: number }): void {
  try {
    const report = { ...owner, metric: metric.name as WebVital, value: metric.value };
    // A string goes as text/plain, which no browser refuses to beacon; the server parses it as JSON.
    navigator.sendBeacon?.(VITALS_REPORT_PATH, JSON.stringify(report));
  } catch {
    // The page works without its vitals.
  }
}

/**
 * Measures LCP, INP and CLS with the `web-vitals` library and sends each as a beacon for the area and
 * release that own the page. The library is a chunk of its own, imported only once the page is ready,
 * so no first load grows by it (`npm run bench:size` shows it among the JS fetched after ready); its
 * observers read the browser's buffered entries, so the paint and the shifts before it are still measured.
 */
export function reportWebVitalsWhenReady(): Promise<void> {
  return afterPageReady()
    .then(async () => {
      const owner = pageOwner();
      if (!owner) return;
      const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
      const send = (metric: { name: string; value: number }) => sendVital(owner, metric);
      onLCP(send);
      onINP(send);
      onCLS(send);
    })
    .catch(() => undefined); // a chunk that fails to load costs the page nothing
}
