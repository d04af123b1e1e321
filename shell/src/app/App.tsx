import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ThemeRoot } from '@shared/ui';
import { shellStore } from '../session/session-store.ts';
import { createSiteRouter } from './router.tsx';

/** The page: global providers the shell owns and every area shares. */
export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [router] = useState(createSiteRouter);
  return (
    <JotaiProvider store={shellStore}>
      <QueryClientProvider client={queryClient}>
        <ThemeRoot>
          <RouterProvider router={router} />
        </ThemeRoot>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
