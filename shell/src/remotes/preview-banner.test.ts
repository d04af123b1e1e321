import { screen } from '@testing-library/react';
import { showPreviewBanner } from './preview-banner.ts';

describe('the preview banner', () => {
  afterEach(() => document.body.replaceChildren());

  it('names the previewed releases, in Persian, with a way out, once', () => {
    const preview = { releases: { dehkhoda: '1.3.0', quiz: '2.0.0' }, expiresAt: Date.UTC(2026, 10, 27, 15, 0) };
    showPreviewBanner(preview);
    showPreviewBanner(preview);
    const banner = screen.getByRole('complementary', { name: 'پیش‌نمایش' });
    expect(banner).toHaveTextContent('پیش‌نمایش، فقط در همین مرورگر: dehkhoda 1.3.0، quiz 2.0.0 (تا ساعت ۱۸:۳۰)');
    expect(screen.getByRole('link', { name: 'پایان پیش‌نمایش' })).toHaveAttribute('href', '/preview/end');
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
  });

  it('leaves the banner of a server-rendered page as it is', () => {
    document.body.innerHTML = '<aside id="preview-banner" aria-label="پیش‌نمایش">from the server</aside>';
    showPreviewBanner({ releases: { quiz: '2.0.0' }, expiresAt: 1 });
    expect(screen.getByRole('complementary')).toHaveTextContent('from the server');
  });
});
