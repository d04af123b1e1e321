import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@shared/router';
import { SafeHtml } from './SafeHtml.tsx';

function Where() {
  return <output aria-label="نشانی">{useLocation().pathname}</output>;
}

function renderAt(html: string) {
  return render(
    <MemoryRouter initialEntries={['/about']}>
      <Routes>
        <Route path="*" element={<SafeHtml html={html} dir="auto" />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('SafeHtml', () => {
  afterEach(() => {
    delete (window as { __xss?: unknown }).__xss;
  });

  it('shows the text and drops what could run', () => {
    renderAt('<p>متن درس</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>');
    expect(screen.getByText('متن درس')).toBeInTheDocument();
    expect(document.querySelector('script, [onerror]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('follows a link of this site through the router, without reloading the page', () => {
    renderAt('<p><a href="/contactus">تماس با ما</a></p>');
    fireEvent.click(screen.getByRole('link', { name: 'تماس با ما' }));
    expect(screen.getByRole('status', { name: 'نشانی' })).toHaveTextContent('/contactus');
  });

  it('routes a link of this site that the server marked as another site’s (it cannot know the address)', () => {
    render(
      <MemoryRouter initialEntries={['/about']}>
        <SafeHtml
          sanitized={`<a href="${window.location.origin}/contactus" target="_blank" rel="noopener noreferrer">تماس</a>`}
        />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'تماس' }));
    expect(screen.getByRole('status', { name: 'نشانی' })).toHaveTextContent('/contactus');
  });

  it('opens another site in a new tab that cannot reach this one', () => {
    renderAt('<a href="https://www.aparat.com/v/x">ویدئو</a>');
    const link = screen.getByRole('link', { name: 'ویدئو' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
