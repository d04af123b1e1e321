import { themeFor } from '@shared/ui';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import rtlPlugin from 'stylis-plugin-rtl';
import { ReadingProgress } from './ReadingProgress.tsx';

describe('ReadingProgress', () => {
  it('fills from the right, where a Persian line starts, after the site’s right-to-left styles are applied', () => {
    // The same style pipeline as the site (ThemeRoot): the RTL plugin swaps «left» and «right».
    render(
      <StyleSheetManager stylisPlugins={[rtlPlugin]}>
        <ThemeProvider theme={themeFor('light')}>
          <ReadingProgress target={createRef()} />
        </ThemeProvider>
      </StyleSheetManager>,
    );
    const bar = screen.getByRole('progressbar', { name: 'پیشرفت خواندن مقاله' });
    const fill = bar.firstElementChild!;
    expect(getComputedStyle(fill).transformOrigin).toBe('100% 50%');
  });
});
