import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { ButtonLink } from './ButtonLink.tsx';

describe('ButtonLink', () => {
  it('is a link (not a button) to its address, with the 44 px touch target of a button', () => {
    renderWithTheme(<ButtonLink to="/user/login">ورود</ButtonLink>);
    const link = screen.getByRole('link', { name: 'ورود' });
    expect(link).toHaveAttribute('href', '/user/login');
    expect(getComputedStyle(link).minBlockSize).toBe('44px');
  });
});
