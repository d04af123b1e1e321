import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Pagination } from './Pagination.tsx';

describe('Pagination', () => {
  it('shows page numbers in Persian digits and marks the current page', () => {
    renderWithTheme(<Pagination page={3} pageCount={5} onChange={jest.fn()} />);

    const nav = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
    const current = within(nav).getByRole('button', { name: 'صفحهٔ ۳' });
    expect(current).toHaveTextContent('۳');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'صفحهٔ ۴' })).not.toHaveAttribute('aria-current');
  });

  it('takes a name for its landmark, so two lists on one page are told apart', () => {
    renderWithTheme(<Pagination page={1} pageCount={3} onChange={jest.fn()} label="صفحه‌های نتایج" />);
    expect(screen.getByRole('navigation', { name: 'صفحه‌های نتایج' })).toBeInTheDocument();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} pageCount={5} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'صفحهٔ قبل' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'صفحهٔ بعد' })).toBeEnabled();

    rerender(<Pagination page={5} pageCount={5} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'صفحهٔ قبل' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'صفحهٔ بعد' })).toBeDisabled();
  });

  it('asks for the chosen page', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Pagination page={2} pageCount={5} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'صفحهٔ بعد' }));
    await user.click(screen.getByRole('button', { name: 'صفحهٔ ۵' }));
    expect(onChange.mock.calls).toEqual([[3], [5]]);
  });

  it('shortens many pages with gaps', () => {
    renderWithTheme(<Pagination page={10} pageCount={20} onChange={jest.fn()} />);
    const numbers = screen.getAllByRole('button', { name: /^صفحهٔ [۰-۹]+$/ }).map((button) => button.textContent);
    expect(numbers).toEqual(['۱', '۹', '۱۰', '۱۱', '۲۰']);
  });

  it('as links, points every page to its address and leaves the ends unlinked', () => {
    renderWithTheme(<Pagination page={1} pageCount={3} hrefFor={(page) => `/blog?page=${page}`} />);

    expect(screen.getByRole('link', { name: 'صفحهٔ ۲' })).toHaveAttribute('href', '/blog?page=2');
    expect(screen.getByRole('link', { name: 'صفحهٔ بعد' })).toHaveAttribute('href', '/blog?page=2');
    expect(screen.queryByRole('link', { name: 'صفحهٔ قبل' })).not.toBeInTheDocument();
    expect(screen.getByText('صفحهٔ قبل').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
  });
});
