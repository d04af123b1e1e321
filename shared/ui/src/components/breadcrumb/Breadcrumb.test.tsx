import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';

describe('Breadcrumb', () => {
  it('lists the path in order, with links up to the current page', () => {
    renderWithTheme(
      <Breadcrumb
        items={[{ label: 'خانه', to: '/' }, { label: 'وبلاگ', to: '/blog' }, { label: 'یادگیری با بازی' }]}
      />,
    );

    const nav = screen.getByRole('navigation', { name: 'مسیر صفحه' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['خانه', 'وبلاگ', 'یادگیری با بازی']);
    expect(within(nav).getByRole('link', { name: 'وبلاگ' })).toHaveAttribute('href', '/blog');
    expect(within(nav).queryByRole('link', { name: 'یادگیری با بازی' })).not.toBeInTheDocument();
    expect(screen.getByText('یادگیری با بازی').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  });
});
