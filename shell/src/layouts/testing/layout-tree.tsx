import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '@shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { ThemeRoot } from '@shared/ui';
import type { LayoutName } from '@shared/registry';
import type { Store } from '../../session/session-store.ts';
import { SiteLayout } from '../SiteLayout.tsx';

/** The query cache of a render that must not retry (a failed call shows its state at once). */
export function layoutQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * A layout with a page at `path`, inside the providers the page has (the
 * session's store, the query cache, the theme): the same tree for the
 * server's render and the browser's hydration of it.
 */
export function layoutTree(
  layout: LayoutName,
  path: string,
  { store, queryClient }: { store: Store; queryClient: QueryClient },
): ReactElement {
  const router = createMemoryRouter(
    [{ element: <SiteLayout layout={layout} />, children: [{ path, element: <h1>صفحه</h1> }] }],
    { initialEntries: [path] },
  );
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ThemeRoot>
          <RouterProvider router={router} />
        </ThemeRoot>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
