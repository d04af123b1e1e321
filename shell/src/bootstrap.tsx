import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authUserQuery } from '@shared/api-client';
import { App } from './app/App.tsx';
import { createShellQueryClient } from './app/query-client.ts';
import { createSiteRouter } from './app/router.tsx';
import { readServerState, type ServerState } from './app/server-state.ts';
import { currentBuildId } from './health/build-id.ts';
import { reportHydrationError } from './health/hydration-report.ts';
import { reportWebVitalsWhenReady } from './health/web-vitals-report.ts';
import { prefetchFederationWhenIdle, skipFirstPrefetch, startRemotes } from './remotes/index.ts';
import { startShellStore } from './session/session-store.ts';
import { watchTypedBeforeHydration, WhenHydrated } from './app/typed-before-hydration.tsx';
import { learnAreaRoutes, siteRouteAt } from './site-map/site-routes.ts';
import { yieldToBrowser } from './start/yield-to-browser.ts';

/** Who drew the page the server rendered: the area's release, or the shell. */
function ownerOf(state: ServerState) {
  const route = siteRouteAt(location.pathname);
  if (!route || route.area === 'shell')
    return { area: 'shell' as const, version: currentBuildId(), route: route?.path };
  return { area: route.area, version: state.registry.areas[route.area]?.version ?? 'unknown', route: route.path };
}

/**
 * A page the server rendered is hydrated from exactly what it was rendered
 * with (the registry, the data, the theme, the session), so the first
 * render in the browser matches it and no data is asked for twice; React
 * then takes over the HTML instead of drawing it again. Any other page is
 * rendered by the browser as before.
 */
async function startFromServer(state: ServerState, root: HTMLElement) {
  // What a student types from here on is given back once React owns the page (below).
  const typed = watchTypedBeforeHydration(root);
  skipFirstPrefetch();
  const areaRoutes = learnAreaRoutes(state.registry);
  const queryClient = createShellQueryClient();
  hydrate(queryClient, state.queries);
  const user = queryClient.getQueryData(authUserQuery().queryKey)?.data ?? null;
  const store = startShellStore({ user, theme: state.theme });
  await yieldToBrowser();
  // The router ranks the whole site's route table as it is made: a task of its own.
  const router = createSiteRouter(areaRoutes);
  const owner = ownerOf(state);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: the server's HTML is already painted, and a click or keystroke meanwhile is handled
  // first. Lighthouse's phone (4x slower CPU) counted blocking time 100 to 650 ms lower per page this way
  // (docs/architecture.md, "Hydration as a transition"). What a student types before hydration ends is given
  // back once React owns the page, so a form typed into while the scripts download or while React hydrates
  // loses nothing.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <WhenHydrated then={typed.giveBack}>
          <App store={store} queryClient={queryClient} router={router} />
        </WhenHydrated>
      </StrictMode>,
      { onRecoverableError: (error) => reportHydrationError(error, owner) },
    );
  });
}

/**
 * Starts the page, the last of the steps `index.ts` takes, each step a task of its own: reading what the
 * server rendered the page with, then making the page's data, store and router, then hydrating.
 */
export async function startPage(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const serverState = readServerState();
  // Before the router reads the address: it takes developer overrides off it. A server-rendered page's
  // registry is used as it came; with overrides in effect that page shows other releases, so it is drawn again.
  const overridden = startRemotes(serverState?.registry);
  if (serverState && !overridden) {
    await yieldToBrowser();
    await startFromServer(serverState, container);
  } else {
    createRoot(container).render(
      <StrictMode>
        <App store={startShellStore({})} queryClient={createShellQueryClient()} router={createSiteRouter()} />
      </StrictMode>,
    );
  }
  // After the page itself: the code the first click into an area needs.
  prefetchFederationWhenIdle();
  // Once the page is ready: its Web Vitals, measured by a chunk no first load carries.
  void reportWebVitalsWhenReady();
}
