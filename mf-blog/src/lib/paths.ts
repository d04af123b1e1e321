/**
 * Addresses of the blog's pages (the shell's site map owns the routes).
 * Slugs come from the API, so they are always encoded.
 */

const segment = (value: string) => encodeURIComponent(value);

/** With `?page=` only past the first page, so page 1 has one address. */
function withPage(path: string, page: number, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const blogPaths = {
  home: '/articles',
  featured: (page = 1) => withPage('/articles/featured', page),
  latest: (page = 1) => withPage('/articles/latest', page),
  search: (search: string, page = 1) => withPage('/articles/search', page, search ? { search } : {}),
  categories: '/articles/category',
  category: (slug: string, page = 1) => withPage(`/articles/category/${segment(slug)}`, page),
  tag: (slug: string, page = 1) => withPage(`/articles/tag/${segment(slug)}`, page),
  article: (slug: string) => `/articles/${segment(slug)}`,
  sponsors: (page = 1) => withPage('/landing/sponsors', page),
  sponsor: (slug: string) => `/landing/sponsors/${segment(slug)}`,
  course: (slug: string) => `/course/${segment(slug)}`,
  /** The login page, coming back to `backTo` afterwards (spec section 2: backUrl). */
};
