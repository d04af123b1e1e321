import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeRoot, usePreferredThemeAfterHydration } from '@shared/ui';

type Store = NonNullable<Parameters<typeof JotaiProvider>[0]['store']>;

/**
 * A page the server rendered in the theme of the student's cookie keeps it
 * while it hydrates; if the browser prefers the other one (no cookie yet,
 * or a choice kept only in this browser), it switches right after.
 */
function PreferredTheme() {
  usePreferredThemeAfterHydration();
  return null;
}

/** The global providers the shell owns and every area shares, the same in the browser and on the server. */
export function ShellProviders({
  store,
  queryClient,
  children,
}: {
  store: Store;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <JotaiProvider store={store}>
      <PreferredTheme />
      <QueryClientProvider client={queryClient}>
        <ThemeRoot>{children}</ThemeRoot>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
