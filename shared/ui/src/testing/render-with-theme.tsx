import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from '@shared/router';
import { ThemeProvider } from 'styled-components';
import { themeFor } from '../theme/tokens.ts';

/** Options of {@link renderWithTheme}: the theme mode plus RTL's own options. */
export interface RenderWithThemeOptions extends Omit<RenderOptions, 'wrapper'> {
  mode?: 'light' | 'dark';
}

/**
 * Renders a component as the page would: inside the typed theme and a router,
 * because styled components read the theme and links need a router.
 */
export function renderWithTheme(
  ui: ReactElement,
  { mode = 'light', ...options }: RenderWithThemeOptions = {},
): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <ThemeProvider theme={themeFor(mode)}>{children}</ThemeProvider>
      </MemoryRouter>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
