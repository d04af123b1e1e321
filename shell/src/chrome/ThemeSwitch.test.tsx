import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@shared/ui';
import { renderChrome } from './test-utils.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

describe('ThemeSwitch', () => {
  it('switches to dark and back, saving the choice on the page, in storage and in the cookie', async () => {
    renderChrome(<ThemeSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'حالت تیره' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // The site server renders the next page in the cookie's theme.
    expect(document.cookie).toContain('platform_theme=dark');
    await userEvent.click(screen.getByRole('button', { name: 'حالت روشن' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.cookie).toContain('platform_theme=light');
  });
});
