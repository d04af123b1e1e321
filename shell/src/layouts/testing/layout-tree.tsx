import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '@shared/router';
import type { LayoutName } from '@shared/registry';
import type { Store } from '../../session/session-store.ts';
import { ShellTestProviders } from '../../testing/ShellTestProviders.tsx';
import { SiteLayout } from '../SiteLayout.tsx';

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
    <ShellTestProviders store={store} queryClient={queryClient} asThePage>
      <RouterProvider router={router} />
    </ShellTestProviders>
  );
}
