/** @jest-environment node */
import { dehkhodaEntriesQuery, dehkhodaEntryQuery, dehkhodaStatsQuery } from '@shared/api-client';
import { withTestServer } from '@shared/api-client/testing';
import { declaredBy, describePageQueries, keysOf } from '@shared/ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { searchQuery } from './features/search-results/api/search-query.ts';
import { routes } from './routes.ts';
import { DEHKHODA } from './testing/render-dehkhoda.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

const declared = declaredBy(routes);

const KETAB = encodeURIComponent(' كتاب ');

describePageQueries('dictionary', {
  kit: DEHKHODA,
  table: routes,
  pages: [
    `/dehkhoda?q=${KETAB}`,
    `/dehkhoda?q=${KETAB}&page=%DB%B2&sort=title&order=desc`,
    `/dehkhoda?q=${KETAB}&sort=nonsense&page=abc`,
    '/dehkhoda/entry/%DB%B4%DB%B5%DB%B7/ketab',
    '/dehkhoda/entry/457',
    '/dehkhoda/stats',
    `/dehkhoda/letter/${encodeURIComponent('ک')}?page=%DB%B3`,
  ],
});

describe('the queries the dictionary pages declare', () => {
  it('reads a search from the address as the search page does, and declares nothing before one', () => {
    expect(keysOf(declared(`/dehkhoda?q=${KETAB}&page=%DB%B2&sort=title`))).toEqual(
      keysOf([searchQuery({ q: 'کتاب', page: 2, sort: 'title', order: 'asc' })]),
    );
    expect(declared('/dehkhoda')).toEqual([]);
    expect(declared(`/dehkhoda?q=${encodeURIComponent('\u200c ')}`)).toEqual([]);
  });

  it('declares an entry by its id in Latin digits, the statistics, and a page of a letter’s entries', () => {
    expect(keysOf(declared('/dehkhoda/entry/%DB%B4%DB%B5%DB%B7/ketab'))).toEqual(keysOf([dehkhodaEntryQuery('457')]));
    // Without its slug too: the page is found, and its head sends it to the entry's own address.
    expect(keysOf(declared('/dehkhoda/entry/457'))).toEqual(keysOf([dehkhodaEntryQuery('457')]));
    expect(keysOf(declared('/dehkhoda/stats'))).toEqual(keysOf([dehkhodaStatsQuery()]));
    expect(keysOf(declared(`/dehkhoda/letter/${encodeURIComponent('ک')}?page=3`))).toEqual(
      keysOf([dehkhodaEntriesQuery({ letter: 'ک', page: 3, limit: 50 })]),
    );
  });

  describe('a letter that is not one of the alphabet’s', () => {
    const api = withTestServer();

    it('fails its fetch as a 404 (the page’s «not found»), not as the API’s 422', async () => {
      api.answer('/front/dehkhoda/entries', {
        status: 422,
        body: { message: 'حرف باید یکی از حروف الفبای فارسی باشد.', errors: { letter: ['نامعتبر'] } },
      });
      const [query] = declared('/dehkhoda/letter/x');
      await expect(new QueryClient().fetchQuery(query!)).rejects.toMatchObject({ status: 404 });
    });

    it('keeps any other failure as it is', async () => {
      api.answer('/front/dehkhoda/entries', { status: 500, body: { message: 'خطا' } });
      const [query] = declared(`/dehkhoda/letter/${encodeURIComponent('ک')}`);
      await expect(new QueryClient().fetchQuery(query!)).rejects.not.toMatchObject({ status: 404 });
    });
  });
});
