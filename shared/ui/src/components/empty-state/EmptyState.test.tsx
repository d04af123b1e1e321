import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Button } from '../button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('says what is empty and offers the way forward', () => {
    renderWithTheme(
      <EmptyState
        title="هنوز آزمونی نساخته‌اید"
        text="اولین آزمون را بسازید."
        action={<Button>ساخت آزمون</Button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'هنوز آزمونی نساخته‌اید' })).toBeInTheDocument();
    expect(screen.getByText('اولین آزمون را بسازید.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ساخت آزمون' })).toBeInTheDocument();
  });
});
