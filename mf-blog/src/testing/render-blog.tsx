import { configureApiClient } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { Breadcrumb, isNotFoundError, pageBreadcrumbAtom, pageTitleAtom, themeFor } from '@shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import Article from '../pages/Article.tsx';
import ArticleList from '../pages/ArticleList.tsx';
import Sponsor from '../pages/Sponsor.tsx';
import Sponsors from '../pages/Sponsors.tsx';

/** The blog's rows of the shell's site map, so pages read their params as they do in the site. */
const ROUTES: [string, () => ReactNode][] = [
  ['/articles', ArticleList],
  ['/articles/featured', ArticleList],
  ['/articles/latest', ArticleList],
  ['/articles/search', ArticleList],
  ['/articles/category', ArticleList],
  ['/articles/category/:slug', ArticleList],
  ['/articles/tag/:slug', ArticleList],
  ['/articles/:slug', Article],
  ['/article/show/:slug', Article],
  ['/landing/sponsors', Sponsors],
  ['/landing/sponsors/:slug', Sponsor],
];

/** Stands in for the shell's area boundary: an API 404 becomes the not-found page. */
class TestBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <p>{isNotFoundError(this.state.error) ? 'صفحه پیدا نشد (۴۰۴)' : 'خطای ناحیه'}</p>;
  }
}

/** Shows where the router is, so tests can check navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Draws the trail a page handed to the shell, as the shell's layout does. */
function ShellBreadcrumb() {
  const trail = useAtomValue(pageBreadcrumbAtom);
  return trail ? <Breadcrumb items={trail} /> : null;
}

/** What a rendered blog page offers a test. */
export interface RenderedBlog extends RenderResult {
  /** The title the page asked the shell for. */
  pageTitle: () => string | null;
  /** The router's current address. */
  location: () => string;
}

/**
 * Renders the blog at an address as the shell would: theme, query cache,
 * jotai store, router with the site map's blog routes and a 404 boundary.
 */
export function renderBlog(path: string): RenderedBlog {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={themeFor('light')}>
          <MemoryRouter initialEntries={[path]}>
            <ShellBreadcrumb />
            <TestBoundary>
              <Routes>
                {ROUTES.map(([pattern, Page]) => (
                  <Route key={pattern} path={pattern} element={<Page />} />
                ))}
                <Route path="*" element={<p>بیرون از وبلاگ</p>} />
              </Routes>
            </TestBoundary>
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return {
    ...result,
    pageTitle: () => store.get(pageTitleAtom),
    location: () => result.getByTestId('location').textContent ?? '',
  };
}

/**
 * A local API for one test file: the real client talks to it over HTTP.
 * `urls` lists every address requested, with its query.
 */
export function setUpTestApi(): { api: () => TestServer; urls: string[] } {
  let server: TestServer | undefined;
  const urls: string[] = [];
  const realFetch = globalThis.fetch;
  const RealFormData = globalThis.FormData;
  beforeAll(async () => {
    server = await startTestServer();
    configureApiClient({ base: server.apiBase });
  });
  beforeEach(() => {
    urls.length = 0;
    window.scrollTo = jest.fn();
    // React builds FormData from a submitted form when the handler navigates; the
    // environment's FormData is Node's, which cannot read a form, so the fields are left out.
    globalThis.FormData = class extends RealFormData {
      constructor() {
        super();
      }
    };
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(decodeURIComponent(input instanceof Request ? input.url : String(input)));
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    globalThis.FormData = RealFormData;
  });
  afterAll(() => server?.close());
  return {
    api: () => {
      if (!server) throw new Error('The test API has not started yet.');
      return server;
    },
    urls,
  };
}
