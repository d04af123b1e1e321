import type { ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { GlobalStyle } from './global-style.ts';
import { darkTheme, lightTheme } from './tokens.ts';

/**
 * Wraps the page in the theme and the right-to-left style sheet manager.
 * Only the shell renders it; remotes inherit it because styled-components is
 * a federation singleton.
 */
export function ThemeRoot({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  return (
    <StyleSheetManager stylisPlugins={[rtlPlugin]}>
      <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </StyleSheetManager>
  );
}
