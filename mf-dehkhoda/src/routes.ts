import { dehkhodaEntryQuery, dehkhodaStatsQuery } from '@shared/api-client';
import { entryIdOf } from './features/entry/api/entry-id.ts';
import type { AreaRoutes } from '@shared/registry';

/**
 * The dictionary's pages. The build turns this into the release's
 * routes.json and exposes each page; adding a page is a row here and its
 * file in src/pages/.
 */
export const routes = {
  prefixes: ['/dehkhoda'],
  routes: [
    { path: '/dehkhoda', page: 'Search', layout: 'default', title: 'لغت‌نامه دهخدا', sitemap: true },
    {
      path: '/dehkhoda/entry/:id/:slug',
      page: 'Entry',
      layout: 'default',
      title: 'مدخل لغت‌نامه',
      queries: ({ params }) => {
        const id = entryIdOf(params.id ?? '');
        return id === undefined ? [] : [dehkhodaEntryQuery(id)];
      },
    },
    {
      path: '/dehkhoda/stats',
      page: 'Stats',
      layout: 'default',
      title: 'آمار لغت‌نامه',
      queries: () => [dehkhodaStatsQuery()],
    },
    { path: '/dehkhoda/letter/:letter', page: 'Letter', layout: 'default', title: 'مدخل‌های یک حرف' },
  ],
} satisfies AreaRoutes;
