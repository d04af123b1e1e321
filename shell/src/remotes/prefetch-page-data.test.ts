import { QueryClient } from '@tanstack/react-query';
import type { AreaRoutes } from '@shared/registry';
import { prefetchPageData } from './prefetch-page-data.ts';

const entryQuery = (id: string) => ({
  queryKey: ['dehkhoda', 'entry', id],
  queryFn: async () => ({ id, word: 'کتاب' }),
});
const routes: AreaRoutes = {
  prefixes: ['/dehkhoda'],
  routes: [
    { path: '/dehkhoda', page: 'Search', layout: 'default', title: 'لغت‌نامه دهخدا' },
    {
      path: '/dehkhoda/entry/:id/:slug',
      page: 'Entry',
      layout: 'default',
      title: 'مدخل لغت‌نامه',
      queries: ({ params }) => [entryQuery(params.id ?? '')],
    },
  ],
};

jest.mock('./load-area-page.ts', () => ({
  loadAreaModule: jest.fn(async (_area: string, expose: string, isExpected: (value: unknown) => boolean) => {
    const module = { routes };
    if (expose !== 'routes' || !isExpected(module)) throw new Error('not the route module');
    return { module, release: {} };
  }),
}));

describe('prefetchPageData', () => {
  it('puts the data a page declares into the query cache, keyed as the page reads it', async () => {
    const client = new QueryClient();
    const address = { params: { id: '457', slug: 'کتاب' }, search: new URLSearchParams() };
    await prefetchPageData(client, 'dehkhoda', '/dehkhoda/entry/:id/:slug', address);
    expect(client.getQueryData(['dehkhoda', 'entry', '457'])).toEqual({ id: '457', word: 'کتاب' });
  });

  it('asks for nothing where the page declares no queries', async () => {
    const client = new QueryClient();
    await prefetchPageData(client, 'dehkhoda', '/dehkhoda', { params: {}, search: new URLSearchParams() });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
