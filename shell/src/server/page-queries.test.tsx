import { homeQuery, staticPageQuery } from '@shared/api-client';
import { withTestServer } from '@shared/api-client/testing';
import { hashKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { matchPath, Route, Routes } from '@shared/router';
import HomePage from '../pages/HomePage.tsx';
import FacilitiesPage from '../pages/static/FacilitiesPage.tsx';
import FaqPage from '../pages/static/FaqPage.tsx';
import StaticPage from '../pages/static/StaticPage.tsx';
import { renderShell } from '../pages/testing/render-shell.tsx';
import { SHELL_ROUTES, type ShellPageName } from '../site-map/shell-routes.ts';
import { pageQueries } from './page-queries.ts';

// The rendered pages fetch from a local server (every path answering 404), never from the network.
withTestServer();

const PAGES: Partial<Record<ShellPageName, ReactElement>> = {
  Home: <HomePage />,
  StaticPage: <StaticPage title="صفحه" />,
  Facilities: <FacilitiesPage title="امکانات" />,
  Faq: <FaqPage title="پرسش‌های پرتکرار" />,
};

const keysOf = (queries: readonly { queryKey: readonly unknown[] }[]) =>
  queries.map((query) => hashKey(query.queryKey));

/** The queries the site server fetches first for a shell page at `url`. */
function declared(url: string) {
  const address = new URL(url, 'http://localhost');
  for (const route of SHELL_ROUTES) {
    const match = matchPath(route.path, address.pathname);
    if (match)
      return pageQueries(
        route,
        { pathname: address.pathname, params: match.params, search: address.searchParams },
        undefined,
      );
  }
  throw new Error(`No shell route serves ${url}.`);
}

/** The keys of the queries the page asks for on its first render, before anything has come back. */
function keysThePageUses(url: string): string[] {
  const route = SHELL_ROUTES.find((candidate) => matchPath(candidate.path, url));
  const page = route && PAGES[route.page];
  if (!route || !page) throw new Error(`No page for ${url} in this test.`);
  const view = renderShell(
    <Routes>
      <Route path={route.path} element={page} />
    </Routes>,
    { route: url },
  );
  const keys = keysOf(view.queryClient.getQueryCache().getAll());
  view.unmount();
  return keys;
}

describe('the queries the shell’s pages declare', () => {
  it.each(['/', '/aboutus', '/privacy', '/page/rules', '/facilities', '/faq-dyna'])(
    '%s: the page asks for every query the server fetches for it',
    (url) => {
      const keys = keysOf(declared(url));
      expect(keys.length).toBeGreaterThan(0);
      expect(keysThePageUses(url)).toEqual(expect.arrayContaining(keys));
    },
  );

  it('names each static page as its page does', () => {
    expect(keysOf(declared('/'))).toEqual(keysOf([homeQuery()]));
    expect(keysOf(declared('/page/rules'))).toEqual(keysOf([staticPageQuery('rules')]));
    expect(keysOf(declared('/facilities'))).toEqual(keysOf([staticPageQuery('facilities')]));
    expect(keysOf(declared('/faq-dyna'))).toEqual(keysOf([staticPageQuery('faq-dyna')]));
  });

  it('fetches nothing first for the form, the list of static pages, the demo and the live chat', () => {
    for (const url of ['/contactus', '/page/static', '/image-test', '/chat']) expect(declared(url)).toEqual([]);
  });
});
