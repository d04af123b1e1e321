import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';

describe('FavoriteButton', () => {
  it('offers to add when not pressed, and to remove when pressed', () => {
    const onToggle = jest.fn();
    const { rerender } = renderWithTheme(<FavoriteButton pressed={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<FavoriteButton pressed onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'حذف از علاقه‌مندی‌ها' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores presses while the favourites are loading, and says it is busy', () => {
    const onToggle = jest.fn();
    renderWithTheme(<FavoriteButton pressed={false} loading onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
