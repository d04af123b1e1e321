import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { GlobalStyle } from './global-style.ts';
import { themeModeAtom } from '@shared/ui/state';
import { themeFor } from './tokens.ts';

/**
 * Wraps the page in the theme and the right-to-left style sheet manager.
 * Only the shell renders it; remotes inherit it because styled-components and
 * `@shared/ui` are federation singletons.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom);
  return (
    <StyleSheetManager stylisPlugins={[rtlPlugin]}>
      <ThemeProvider theme={themeFor(mode)}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
