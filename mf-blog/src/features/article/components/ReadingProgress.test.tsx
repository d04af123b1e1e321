import { themeFor } from '@shared/ui';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { ThemeProvider } from 'styled-components';
import { ReadingProgress } from './ReadingProgress.tsx';

describe('ReadingProgress', () => {
  it('fills from the right, where a Persian line starts', () => {
    render(
      <ThemeProvider theme={themeFor('light')}>
        <ReadingProgress target={createRef()} />
      </ThemeProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'پیشرفت خواندن مقاله' });
    const fill = bar.firstElementChild!;
    expect(getComputedStyle(fill).transformOrigin).toBe('100% 50%');
  });
});
