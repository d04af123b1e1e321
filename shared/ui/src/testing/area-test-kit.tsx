import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from '@shared/router';
import { focusModeCountAtom, pageTitleAtom } from '@shared/ui/state';
import { isNotFoundError } from '../page/is-not-found.ts';
import { areaRouteObjects, Providers, testQueryClient, type AreaKitOptions, type AreaRoute } from './area-frame.tsx';

export type { AreaKitOptions, AreaRoute } from './area-frame.tsx';

/**
 * An area's routes as its route module (`src/routes.ts`) declares them, each
 * with its page component, found as the build finds it: the default export of
 * `<pagesFolder>/<page>.tsx` (`areaExposes`). A test routes exactly as the
 * site does, and a new page needs no second list.
 */
export function routesOf(
  table: { routes: readonly { path: string; page: string }[] },
  pagesFolder: string,
): AreaRoute[] {
  return table.routes.map(({ path, page }) => {
    // Loaded by name, as the build's exposes are: jest's require, so mocks of a page still apply.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Page = (require(`${pagesFolder}/${page}.tsx`) as { default?: ComponentType }).default;
    if (!Page) throw new Error(`The page ${page} (${path}) has no default export in ${pagesFolder}/${page}.tsx.`);
    return [path, Page] as const;
  });
}

/** What a rendered area page offers a test. */
export interface RenderedArea extends RenderResult {
  /** The title the page asked the shell for. */
  pageTitle: () => string | null;
  /** The router's current address, with its query. */
  location: () => string;
  /** Whether the page asks the shell to set its footer and bottom bar aside. */
  focusMode: () => boolean;
  client: QueryClient;
  /** The page's router, to navigate as a link or the back button would. */
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders an area at an address as the shell would: theme in RTL, query
 * cache, jotai store, a data router like the shell's (so navigation blockers
 * work) with the area's routes, the layout's slots and a 404 boundary.
 */
export function renderArea(options: AreaKitOptions, path: string): RenderedArea {
  const client = testQueryClient();
  const store = createStore();
  const router = createMemoryRouter(areaRouteObjects(options), { initialEntries: [path] });
  const result = render(
    <Providers client={client} store={store}>
      <RouterProvider router={router} />
    </Providers>,
    {
      // A 404 thrown to the boundary is how a page asks for the not-found page: expected, not worth a log.
      onCaughtError: (error) => {
        if (!isNotFoundError(error)) console.error(error);
      },
    },
  );
  const routed = () => result.getByTestId('location').textContent ?? '';
  return {
    ...result,
    client,
    router,
    pageTitle: () => store.get(pageTitleAtom),
    focusMode: () => store.get(focusModeCountAtom) > 0,
    location: options.decodedLocation ? () => decodeURIComponent(routed()) : routed,
  };
}

/** Renders one component with the providers of a page and a router, without an area's routes. */
export function renderComponent(ui: ReactElement): RenderResult {
  return render(
    <Providers client={testQueryClient()} store={createStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}
