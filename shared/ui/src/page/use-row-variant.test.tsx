import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@shared/router';
import { useRowVariant } from './use-row-variant.ts';

const ROWS = [
  { path: '/articles', page: 'ArticleList', variant: 'home' },
  { path: '/articles/featured', page: 'ArticleList', variant: 'featured' },
  { path: '/articles/category/:slug', page: 'ArticleList', variant: 'category' },
  { path: '/articles/:slug', page: 'Article' },
];

function Variant() {
  return <p>{useRowVariant(ROWS, 'ArticleList') ?? 'none'}</p>;
}

function variantAt(address: string) {
  const router = createMemoryRouter([{ path: '*', element: <Variant /> }], { initialEntries: [address] });
  const { unmount } = render(<RouterProvider router={router} />);
  const text = screen.getByRole('paragraph').textContent;
  unmount();
  return text;
}

describe('useRowVariant', () => {
  it('names the variant of the page’s row the address matches, as the router matches it', () => {
    expect(variantAt('/articles')).toBe('home');
    expect(variantAt('/Articles/Featured/')).toBe('featured');
    expect(variantAt('/articles/category/exams?page=2')).toBe('category');
  });

  it('is nothing on an address none of the page’s rows match', () => {
    expect(variantAt('/articles/ten-tips')).toBe('none');
  });
});
