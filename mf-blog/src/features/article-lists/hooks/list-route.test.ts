import { listRouteOf } from './list-route.ts';

const query = (text = '') => new URLSearchParams(text);

describe('listRouteOf', () => {
  it('reads each list from its path', () => {
    expect(listRouteOf('/articles', undefined, query())).toEqual({ kind: 'home' });
    expect(listRouteOf('/articles/category', undefined, query())).toEqual({ kind: 'categories' });
    expect(listRouteOf('/articles/featured', undefined, query('page=2'))).toEqual({ kind: 'featured', page: 2 });
    expect(listRouteOf('/articles/latest/', undefined, query())).toEqual({ kind: 'latest', page: 1 });
    expect(listRouteOf('/articles/category/exams', 'exams', query('page=۳'))).toEqual({
      kind: 'category',
      slug: 'exams',
      page: 3,
    });
    expect(listRouteOf('/articles/tag/konkur', 'konkur', query())).toEqual({ kind: 'tag', slug: 'konkur', page: 1 });
  });

  it('takes the search from the address, trimmed and cut to what the API accepts', () => {
    expect(listRouteOf('/articles/search', undefined, query('search=%20کنکور%20&page=2'))).toEqual({
      kind: 'search',
      search: 'کنکور',
      page: 2,
    });
    const long = 'ا'.repeat(150);
    const route = listRouteOf('/articles/search', undefined, query(`search=${long}`));
    expect(route.kind === 'search' && route.search.length).toBe(100);
  });

  it('falls back to page 1 for a page that is not a number', () => {
    expect(listRouteOf('/articles/latest', undefined, query('page=<script>'))).toEqual({ kind: 'latest', page: 1 });
  });
});
