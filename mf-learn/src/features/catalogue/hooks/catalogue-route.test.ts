import { catalogueHref, parseCatalogueRoute } from './catalogue-route.ts';

const parse = (pathname: string, params: { grade?: string; branch?: string }, query = '') =>
  parseCatalogueRoute(pathname, params, new URLSearchParams(query));

describe('catalogue route', () => {
  it('reads grade and branch from the path, the rest from the query, with any digits', () => {
    expect(
      parse('/learn/grade/grade-10', { grade: 'grade-10' }, 'branch=math-physics&teacher=۳&page=٢&search=+جبر+'),
    ).toEqual({
      base: '/learn',
      grade: 'grade-10',
      branch: 'math-physics',
      search: 'جبر',
      teacher: 3,
      page: 2,
    });
  });

  it('ignores a page or teacher that is not a positive whole number', () => {
    const route = parse('/courses', {}, 'page=-2&teacher=abc');
    expect(route).toMatchObject({ base: '/courses', page: 1, teacher: undefined });
  });

  it('builds addresses that keep the other filters and go back to page 1', () => {
    const route = parse('/learn/grade/grade-10', { grade: 'grade-10' }, 'search=جبر&page=3');
    expect(catalogueHref(route, { teacher: 4 })).toBe('/learn/grade/grade-10?search=%D8%AC%D8%A8%D8%B1&teacher=4');
    expect(catalogueHref(route, { page: 2 })).toBe('/learn/grade/grade-10?search=%D8%AC%D8%A8%D8%B1&page=2');
    expect(catalogueHref(route, { grade: undefined, branch: 'humanities' })).toBe(
      '/learn/branch/humanities?search=%D8%AC%D8%A8%D8%B1',
    );
    expect(catalogueHref(route, { grade: undefined, search: '' })).toBe('/learn');
  });

  it('encodes slugs from the address', () => {
    const route = parse('/learn', {});
    expect(catalogueHref(route, { grade: '../x?y' })).toBe('/learn/grade/..%2Fx%3Fy');
  });
});
