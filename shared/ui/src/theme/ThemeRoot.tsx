import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style.ts';
import { themeModeAtom } from '@shared/ui/state';
import { themeFor } from './tokens.ts';

/**
 * Wraps the page in the theme and its global styles. Only the shell renders it; remotes inherit it because
 * styled-components and `@shared/ui` are federation singletons. Styles are written for this right-to-left site
 * as they apply (logical properties, docs/architecture.md "Right to left"): nothing flips them at run time.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom);
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
