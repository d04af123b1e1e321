import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@shared/router';
import { ShellTestProviders, testQueryClient } from '../../testing/ShellTestProviders.tsx';

/** What {@link renderShell} gives back besides Testing Library's result. */
export interface ShellRender extends RenderResult {
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
}

/** Shows the router's current path, so tests can see where a page sent them. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders shell UI as the page does: a jotai store (a fresh one unless given;
 * give the shell's for code that changes the session), a fresh query cache,
 * the theme and a memory router at `route`.
 */
export function renderShell(
  ui: ReactElement,
  { route = '/', store = createStore() }: { route?: string; store?: ReturnType<typeof createStore> } = {},
): ShellRender {
  const queryClient = testQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ShellTestProviders store={store} queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ShellTestProviders>
    );
  }
  return Object.assign(render(ui, { wrapper: Wrapper }), { store, queryClient });
}
