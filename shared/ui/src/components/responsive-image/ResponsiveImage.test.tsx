import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';

describe('ResponsiveImage', () => {
  it('offers the webp widths up to twice its own width, with sizes and a reserved box', () => {
    renderWithTheme(
      <ResponsiveImage
        src="/media/cover.jpg"
        alt="جلد کتاب"
        width={400}
        height={300}
        sizes="(min-width: 960px) 400px, 100vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'جلد کتاب' });
    expect(image).toHaveAttribute(
      'srcset',
      '/media/cover.jpg?w=320&fm=webp 320w, /media/cover.jpg?w=640&fm=webp 640w, /media/cover.jpg?w=768&fm=webp 768w',
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 960px) 400px, 100vw');
    expect(image).toHaveAttribute('src', '/media/cover.jpg?w=640&fm=webp');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('keeps the address’s own query and offers every width for a large image', () => {
    renderWithTheme(
      <ResponsiveImage src="https://cdn.example.com/a.png?v=3&t=a%20b&w=99#top" alt="" width={1600} height={900} />,
    );
    const image = document.querySelector('img');
    const candidates = image?.getAttribute('srcset')?.split(', ');
    expect(candidates).toHaveLength(6);
    expect(candidates?.[0]).toBe('https://cdn.example.com/a.png?v=3&t=a%20b&w=320&fm=webp#top 320w');
    expect(candidates?.[5]).toBe('https://cdn.example.com/a.png?v=3&t=a%20b&w=1536&fm=webp#top 1536w');
    expect(image).toHaveAttribute('sizes', '100vw');
  });

  it('offers at least the smallest width for a tiny image', () => {
    renderWithTheme(<ResponsiveImage src="/icon.png" alt="نشان" width={48} height={48} />);
    expect(screen.getByRole('img', { name: 'نشان' })).toHaveAttribute('srcset', '/icon.png?w=320&fm=webp 320w');
  });

  it('loads lazily below the fold', () => {
    renderWithTheme(<ResponsiveImage src="/a.jpg" alt="عکس" width={640} height={480} />);
    const image = screen.getByRole('img', { name: 'عکس' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads at once and first above the fold', () => {
    renderWithTheme(<ResponsiveImage src="/a.jpg" alt="عکس" width={640} height={480} priority />);
    const image = screen.getByRole('img', { name: 'عکس' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses the address builder it is given', () => {
    const buildUrl = (src: string, width: number) => `${src.replace('.jpg', '')}-${width}.webp`;
    renderWithTheme(<ResponsiveImage src="/a.jpg" alt="عکس" width={200} height={100} buildUrl={buildUrl} />);
    expect(screen.getByRole('img', { name: 'عکس' })).toHaveAttribute('srcset', '/a-320.webp 320w');
  });

  it('shows the broken-image placeholder when the image fails to load', () => {
    renderWithTheme(<ResponsiveImage src="/missing.jpg" alt="عکس" width={640} height={480} />);
    fireEvent.error(screen.getByRole('img', { name: 'عکس' }));
    expect(screen.queryByRole('img', { name: 'عکس' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'تصویر بارگذاری نشد' })).toBeInTheDocument();
  });

  it('tries again when the address changes after a failure', () => {
    const { rerender } = renderWithTheme(<ResponsiveImage src="/missing.jpg" alt="عکس" width={640} height={480} />);
    fireEvent.error(screen.getByRole('img', { name: 'عکس' }));
    rerender(<ResponsiveImage src="/found.jpg" alt="عکس" width={640} height={480} />);
    expect(screen.getByRole('img', { name: 'عکس' })).toHaveAttribute('src', '/found.jpg?w=640&fm=webp');
  });

  it.each([
    ['javascript:alert(1)'],
    ['  JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/a.jpg'],
    ['/\\evil.example/a.jpg'],
    ['file:///etc/passwd'],
    [''],
  ])('refuses the address %j and shows the placeholder', (src) => {
    renderWithTheme(<ResponsiveImage src={src} alt="عکس" width={640} height={480} />);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'تصویر بارگذاری نشد' })).toBeInTheDocument();
  });

  it('accepts a protocol-relative address on this site', () => {
    renderWithTheme(<ResponsiveImage src="//localhost/a.jpg" alt="عکس" width={300} height={200} />);
    expect(screen.getByRole('img', { name: 'عکس' })).toHaveAttribute('src', '//localhost/a.jpg?w=320&fm=webp');
  });

  it('renders an inline image as it is, without sizes', () => {
    const src = 'data:image/png;base64,iVBORw0KGgo=';
    renderWithTheme(<ResponsiveImage src={src} alt="نقطه" width={1} height={1} />);
    const image = screen.getByRole('img', { name: 'نقطه' });
    expect(image).toHaveAttribute('src', src);
    expect(image).not.toHaveAttribute('srcset');
  });
});
