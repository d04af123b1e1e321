/** @jest-environment node */
import { sharedReportCardQuery } from '@shared/api-client';
import type { AreaRouteDeclaration } from '@shared/registry';
import { renderAreaToString } from '@shared/ui/testing';
import { hashKey, QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { routes } from './routes.ts';
import { PROFILE } from './testing/render-profile.tsx';

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

describe('the queries the profile pages declare', () => {
  it('declares the shared report card, the key its page asks for', async () => {
    const url = '/profile/report-card/c0ffee-1234';
    expect(keysOf(declared(url))).toEqual(keysOf([sharedReportCardQuery('c0ffee-1234')]));
    const client = new QueryClient();
    await renderAreaToString(PROFILE, url, { client });
    expect(keysOf(client.getQueryCache().getAll())).toEqual(expect.arrayContaining(keysOf(declared(url))));
  });

  it('has no other public page', () => {
    expect(routes.routes.filter((row) => !('guard' in row)).map((row) => row.path)).toEqual([
      '/profile/report-card/:uuid',
    ]);
  });
});
