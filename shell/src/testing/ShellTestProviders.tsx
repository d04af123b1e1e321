import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme, ThemeRoot } from '@shared/ui';
import type { Store } from '../session/session-store.ts';

/** The query cache of a test render: no retries, so a failed call shows its state at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * The providers every shell page has, for the shell's tests: the page's jotai store, the query cache and
 * the light theme. `asThePage` renders the theme as the page does (its `ThemeRoot`, with the global styles
 * and the store's theme), for a tree the server renders and the browser hydrates. The router is the
 * caller's: a test routes one page, a layout or the login flow.
 */
export function ShellTestProviders({
  store,
  queryClient = testQueryClient(),
  asThePage = false,
  children,
}: {
  store: Store;
  queryClient?: QueryClient;
  asThePage?: boolean;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        {asThePage ? <ThemeRoot>{children}</ThemeRoot> : <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>}
      </QueryClientProvider>
    </JotaiProvider>
  );
}
