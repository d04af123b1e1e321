import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { RouterProvider } from '@shared/router';
import { ShellProviders } from './ShellProviders.tsx';

type RouterProps = ComponentProps<typeof RouterProvider>;

/** The page in the browser: the shell's providers around the site's router. */
export function App({
  store,
  queryClient,
  router,
}: {
  store: ComponentProps<typeof ShellProviders>['store'];
  queryClient: QueryClient;
  router: RouterProps['router'];
}) {
  return (
    <ShellProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
