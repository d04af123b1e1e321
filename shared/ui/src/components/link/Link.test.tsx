import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shared/router';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('follows a path of this site through the router, without reloading the page', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Routes>
        <Route path="/" element={<Link to="/blog">وبلاگ</Link>} />
        <Route path="/blog" element={<h1>صفحهٔ وبلاگ</h1>} />
      </Routes>,
    );

    await user.click(screen.getByRole('link', { name: 'وبلاگ' }));
    expect(screen.getByRole('heading', { name: 'صفحهٔ وبلاگ' })).toBeInTheDocument();
  });

  it('opens another site in a new tab safely and tells screen reader users so', () => {
    renderWithTheme(<Link to="https://example.com/page">نمونه</Link>);

    const link = screen.getByRole('link', { name: 'نمونه (در پنجرهٔ تازه باز می‌شود)' });
    expect(link).toHaveAttribute('href', 'https://example.com/page');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox',
  ])('shows %j as plain text, never as a link', (to) => {
    renderWithTheme(<Link to={to}>خطرناک</Link>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('خطرناک')).toBeInTheDocument();
  });

  it('opens mail and phone links in place', () => {
    renderWithTheme(<Link to="mailto:info@example.com">ایمیل</Link>);
    const link = screen.getByRole('link', { name: 'ایمیل' });
    expect(link).toHaveAttribute('href', 'mailto:info@example.com');
    expect(link).not.toHaveAttribute('target');
  });

  it('asks for the page to be preloaded on hover and on focus', async () => {
    const user = userEvent.setup();
    const onPreload = jest.fn();
    renderWithTheme(
      <Link to="/quiz" onPreload={onPreload}>
        آزمون
      </Link>,
    );

    await user.hover(screen.getByRole('link', { name: 'آزمون' }));
    expect(onPreload).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(onPreload).toHaveBeenCalledTimes(2);
  });
});
