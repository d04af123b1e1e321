import { themeFor } from '@shared/ui';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@shared/router';
import { ThemeProvider } from 'styled-components';
import { RecentSearches } from './RecentSearches.tsx';

const page = (
  <MemoryRouter>
    <ThemeProvider theme={themeFor('light')}>
      <RecentSearches />
    </ThemeProvider>
  </MemoryRouter>
);

afterEach(() => localStorage.clear());

describe('RecentSearches on a server-rendered page', () => {
  it('is left out of the server HTML, hydrates without a mismatch, then shows the device’s searches', async () => {
    localStorage.setItem('dehkhoda:recent-searches', JSON.stringify(['کتاب', 'دریا']));
    const html = renderToString(page);
    expect(html).toBe('');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });

    expect(mismatches).toEqual([]);
    expect(screen.getByRole('region', { name: 'جست‌وجوهای اخیر شما' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دریا' })).toBeInTheDocument();
  });
});
