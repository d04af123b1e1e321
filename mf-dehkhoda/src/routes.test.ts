/** @jest-environment node */
import { configureApiClient, dehkhodaEntriesQuery, dehkhodaEntryQuery, dehkhodaStatsQuery } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import type { AreaRouteDeclaration } from '@shared/registry';
import { renderAreaToString } from '@shared/ui/testing';
import { hashKey, QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { searchQuery } from './features/search-results/api/search-query.ts';
import { routes } from './routes.ts';
import { DEHKHODA } from './testing/render-dehkhoda.tsx';

// The site server's DOMPurify: made from a jsdom window, in a process with no global window or document.
jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify());

/** The queries the row serving `url` declares, as the site server asks for them. */
function declared(url: string) {
  const address = new URL(url, 'http://localhost');
  const match = matchRoutes(
    routes.routes.map((row) => ({ path: row.path, row })),
    address.pathname,
  )?.at(-1);
  if (!match) throw new Error(`No row serves ${url}.`);
  const row: AreaRouteDeclaration = match.route.row;
  // As the site server takes them (shell/src/server/page-queries.ts).
  return (row.queries?.({ params: match.params, search: address.searchParams }) ?? []) as readonly FetchQueryOptions[];
}

const keysOf = (queries: readonly { queryKey: readonly unknown[] }[]) =>
  queries.map((query) => hashKey(query.queryKey));

/** The keys of every query the page asks for while the server renders it (its loading state: nothing fetched). */
async function keysThePageUses(url: string): Promise<string[]> {
  const client = new QueryClient();
  await renderAreaToString(DEHKHODA, url, { client });
  return keysOf(client.getQueryCache().getAll());
}

const KETAB = encodeURIComponent(' كتاب ');

describe('the queries the dictionary pages declare', () => {
  it.each([
    `/dehkhoda?q=${KETAB}`,
    `/dehkhoda?q=${KETAB}&page=%DB%B2&sort=title&order=desc`,
    `/dehkhoda?q=${KETAB}&sort=nonsense&page=abc`,
    '/dehkhoda/entry/%DB%B4%DB%B5%DB%B7/ketab',
    '/dehkhoda/stats',
    `/dehkhoda/letter/${encodeURIComponent('ک')}?page=%DB%B3`,
  ])('%s: the page asks for every query its row declares', async (url) => {
    const keys = keysOf(declared(url));
    expect(keys.length).toBeGreaterThan(0);
    expect(await keysThePageUses(url)).toEqual(expect.arrayContaining(keys));
  });

  it('reads a search from the address as the search page does, and declares nothing before one', () => {
    expect(keysOf(declared(`/dehkhoda?q=${KETAB}&page=%DB%B2&sort=title`))).toEqual(
      keysOf([searchQuery({ q: 'کتاب', page: 2, sort: 'title', order: 'asc' })]),
    );
    expect(declared('/dehkhoda')).toEqual([]);
    expect(declared(`/dehkhoda?q=${encodeURIComponent('\u200c ')}`)).toEqual([]);
  });

  it('declares an entry by its id in Latin digits, the statistics, and a page of a letter’s entries', () => {
    expect(keysOf(declared('/dehkhoda/entry/%DB%B4%DB%B5%DB%B7/ketab'))).toEqual(keysOf([dehkhodaEntryQuery('457')]));
    expect(keysOf(declared('/dehkhoda/stats'))).toEqual(keysOf([dehkhodaStatsQuery()]));
    expect(keysOf(declared(`/dehkhoda/letter/${encodeURIComponent('ک')}?page=3`))).toEqual(
      keysOf([dehkhodaEntriesQuery({ letter: 'ک', page: 3, limit: 50 })]),
    );
  });

  describe('a letter that is not one of the alphabet’s', () => {
    let api: TestServer;
    beforeAll(async () => {
      api = await startTestServer();
      configureApiClient({ base: api.apiBase });
    });
    afterAll(() => api.close());

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
