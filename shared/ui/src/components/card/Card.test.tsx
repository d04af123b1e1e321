import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shared/router';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('shows its media, title and body', () => {
    renderWithTheme(
      <Card media={<img src="/cover.webp" alt="جلد کتاب" />} title="ریاضی هفتم">
        ۱۲ درس
      </Card>,
    );
    expect(screen.getByRole('img', { name: 'جلد کتاب' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'ریاضی هفتم' })).toBeInTheDocument();
    expect(screen.getByText('۱۲ درس')).toBeInTheDocument();
  });

  it('with `to` is a link named by its title that leads to the page', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Routes>
        <Route
          path="/"
          element={
            <Card to="/courses/7" title="ریاضی هفتم" headingLevel={2}>
              ۱۲ درس
            </Card>
          }
        />
        <Route path="/courses/7" element={<p>صفحهٔ درس</p>} />
      </Routes>,
    );

    const link = screen.getByRole('link', { name: 'ریاضی هفتم' });
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link);
    await user.click(link);
    expect(screen.getByText('صفحهٔ درس')).toBeInTheDocument();
  });
});
