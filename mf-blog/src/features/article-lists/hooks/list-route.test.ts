import { routes } from '../../../routes.ts';
import { LIST_VARIANTS, listRouteOf } from './list-route.ts';

const query = (text = '') => new URLSearchParams(text);

describe('listRouteOf', () => {
  it('reads each list from its row’s variant', () => {
    expect(listRouteOf('home', undefined, query())).toEqual({ kind: 'home' });
    expect(listRouteOf('categories', undefined, query())).toEqual({ kind: 'categories' });
    expect(listRouteOf('featured', undefined, query('page=2'))).toEqual({ kind: 'featured', page: 2 });
    expect(listRouteOf('latest', undefined, query())).toEqual({ kind: 'latest', page: 1 });
    expect(listRouteOf('category', 'exams', query('page=۳'))).toEqual({ kind: 'category', slug: 'exams', page: 3 });
    expect(listRouteOf('tag', 'konkur', query())).toEqual({ kind: 'tag', slug: 'konkur', page: 1 });
  });

  it('shows the landing page for a row without a known variant', () => {
    expect(listRouteOf(undefined, undefined, query())).toEqual({ kind: 'home' });
    expect(listRouteOf('archive', undefined, query())).toEqual({ kind: 'home' });
  });

  it('takes the search from the address, trimmed and cut to what the API accepts', () => {
    expect(listRouteOf('search', undefined, query('search=%20کنکور%20&page=2'))).toEqual({
      kind: 'search',
      search: 'کنکور',
      page: 2,
    });
    const long = 'ا'.repeat(150);
    const route = listRouteOf('search', undefined, query(`search=${long}`));
    expect(route.kind === 'search' && route.search.length).toBe(100);
  });

  it('falls back to page 1 for a page that is not a number', () => {
    expect(listRouteOf('latest', undefined, query('page=<script>'))).toEqual({ kind: 'latest', page: 1 });
  });

  it('has one ArticleList row for each list, each naming its variant', () => {
    const variants = routes.routes.filter((row) => row.page === 'ArticleList').map((row) => row.variant);
    expect([...variants].sort()).toEqual([...LIST_VARIANTS].sort());
  });
});
