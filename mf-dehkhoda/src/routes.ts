import { dehkhodaEntryQuery, dehkhodaStatsQuery } from '@shared/api-client';
import { entryIdOf } from './features/entry/api/entry-id.ts';
import { searchQuery } from './features/search-results/api/search-query.ts';
import { readSearchState } from './lib/search-state.ts';
import { letterQueries } from './pages/Letter.data.ts';
import { entryHead } from './page-heads.ts';
import type { AreaRoutes, PageAddress } from '@shared/registry';

/*
 * What each public page renders its content from, fetched by the site server
 * before it renders the page (and handed to the browser, which hydrates with
 * it): the same factories with the same arguments as the page's own hooks, so
 * the page finds them in the cache (src/routes.test.ts checks the keys).
 */

/** The search page (Search): the results of the search in its address; before a search, nothing. */
const searchQueries = ({ search }: PageAddress) => {
  const state = readSearchState(search);
  return state.q ? [searchQuery(state)] : [];
};

/** An entry (Entry), found by its id alone: the slug beside it is only checked by its head. */
const entryQueries = ({ params }: PageAddress) => {
  const id = entryIdOf(params.id ?? '');
  return id === undefined ? [] : [dehkhodaEntryQuery(id)];
};

/**
 * The dictionary's pages. The build turns this into the release's
 * routes.json and exposes each page; adding a page is a row here and its
 * file in src/pages/.
 */
export const routes = {
  prefixes: ['/dehkhoda'],
  routes: [
    {
      path: '/dehkhoda',
      page: 'Search',
      layout: 'default',
      title: 'لغت‌نامه دهخدا',
      sitemap: true,
      queries: searchQueries,
    },
    {
      path: '/dehkhoda/entry/:id/:slug',
      page: 'Entry',
      layout: 'default',
      title: 'مدخل لغت‌نامه',
      queries: entryQueries,
      head: entryHead,
    },
    // The same entry without its slug: its head sends it to the entry's own address, for good.
    {
      path: '/dehkhoda/entry/:id',
      page: 'Entry',
      layout: 'default',
      title: 'مدخل لغت‌نامه',
      queries: entryQueries,
      head: entryHead,
    },
    {
      path: '/dehkhoda/stats',
      page: 'Stats',
      layout: 'default',
      title: 'آمار لغت‌نامه',
      queries: () => [dehkhodaStatsQuery()],
    },
    {
      path: '/dehkhoda/letter/:letter',
      page: 'Letter',
      layout: 'default',
      title: 'مدخل‌های یک حرف',
      queries: letterQueries,
    },
  ],
} satisfies AreaRoutes;
