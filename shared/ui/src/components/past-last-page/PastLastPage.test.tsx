import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { PastLastPage } from './PastLastPage.tsx';

it('says the list does not reach this page and links to its first page', () => {
  renderWithTheme(<PastLastPage firstPage="/articles/latest" />);
  expect(screen.getByRole('heading', { name: 'این صفحه خالی است' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'رفتن به صفحهٔ اول' })).toHaveAttribute('href', '/articles/latest');
});
