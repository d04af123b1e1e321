import { configureApiClient } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { Breadcrumb, isNotFoundError, pageBreadcrumbAtom, pageTitleAtom, themeFor } from '@shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ThemeProvider } from 'styled-components';
import Entry from '../pages/Entry.tsx';
import Search from '../pages/Search.tsx';
import Letter from '../pages/Letter.tsx';
import Stats from '../pages/Stats.tsx';

// Whole pages talk to a real local server: on a busy two-core machine the default second can be too short.
configure({ asyncUtilTimeout: 5_000 });

/** The dictionary's rows of the shell's site map, so pages read their params as they do in the site. */
const ROUTES: [string, () => ReactNode][] = [
  ['/dehkhoda', Search],
  ['/dehkhoda/entry/:id/:slug', Entry],
  ['/dehkhoda/stats', Stats],
  ['/dehkhoda/letter/:letter', Letter],
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

/** Draws the trail a page handed to the shell, as the shell's layout does. */
function ShellBreadcrumb() {
  const trail = useAtomValue(pageBreadcrumbAtom);
  return trail ? <Breadcrumb items={trail} /> : null;
}

/** Shows where the router is, and goes back as the browser's back button does. */
function HistoryProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        دکمهٔ بازگشت مرورگر
      </button>
    </>
  );
}

/** What a rendered dictionary page offers a test. */
export interface RenderedDehkhoda extends RenderResult {
  /** The title the page asked the shell for. */
  pageTitle: () => string | null;
  /** The router's current address. */
  location: () => string;
  client: QueryClient;
}

/**
 * Renders the dictionary at an address as the shell would: theme, query
 * cache, jotai store, router with the site map's dictionary routes and a 404
 * boundary.
 */
export function renderDehkhoda(path: string): RenderedDehkhoda {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
                <Route path="*" element={<p>بیرون از لغت‌نامه</p>} />
              </Routes>
            </TestBoundary>
            <HistoryProbe />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return {
    ...result,
    client,
    pageTitle: () => store.get(pageTitleAtom),
    location: () => decodeURIComponent(result.getByTestId('location').textContent ?? ''),
  };
}

/**
 * A local API for one test file: the real client talks to it over HTTP.
 * `urls` lists every address requested, with its query, as sent (encoded).
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
      urls.push(input instanceof Request ? input.url : String(input));
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

/** The query parameters of every request to one dictionary endpoint, e.g. 'search'. */
export function queriesTo(urls: readonly string[], endpoint: string): URLSearchParams[] {
  return urls
    .filter((url) => new URL(url).pathname.endsWith(`/front/dehkhoda/${endpoint}`))
    .map((url) => new URL(url).searchParams);
}
