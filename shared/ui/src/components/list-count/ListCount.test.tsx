import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { ListCount } from './ListCount.tsx';

describe('ListCount', () => {
  it('says how many the list holds and which of its pages is on screen, in Persian digits', () => {
    renderWithTheme(<ListCount total={1234} noun="مقاله" page={2} pageCount={103} />);
    expect(screen.getByRole('status')).toHaveTextContent('۱٬۲۳۴ مقاله، صفحهٔ ۲ از ۱۰۳');
  });

  it('names no page when the list has only one', () => {
    renderWithTheme(<ListCount total={7} noun="دوره" page={1} pageCount={1} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^۷ دوره$/);
  });
});
