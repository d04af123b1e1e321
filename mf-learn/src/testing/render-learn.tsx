import { configureApiClient } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { bus } from '@shared/event-bus';
import { isNotFoundError, LayoutSlotOutlet, pageTitleAtom, themeFor } from '@shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import Certificates from '../pages/Certificates.tsx';
import Content from '../pages/Content.tsx';
import CourseList from '../pages/CourseList.tsx';
import CoursePage from '../pages/CoursePage.tsx';
import Grades from '../pages/Grades.tsx';
import MyCourses from '../pages/MyCourses.tsx';
import Roadmap from '../pages/Roadmap.tsx';
import Section from '../pages/Section.tsx';
import Teacher from '../pages/Teacher.tsx';

/** The learn rows of the shell's site map, so pages read their params as they do in the site. */
const ROUTES: [string, () => ReactNode][] = [
  ['/courses', CourseList],
  ['/learn', CourseList],
  ['/learn/grade/:grade', CourseList],
  ['/learn/branch/:branch', CourseList],
  ['/learn/:slug', CoursePage],
  ['/education-grade', Grades],
  ['/education-grade/:slug', Grades],
  ['/course/my-courses', MyCourses],
  ['/course/roadmap', Roadmap],
  ['/course/sections/:slug', Section],
  ['/course/content/:lessonSlug/:contentSlug', Content],
  ['/course/content/:slug', Content],
  ['/course/:slug', CoursePage],
  ['/master/:id', Teacher],
  ['/teacher/:id', Teacher],
  ['/certificates', Certificates],
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

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** What a rendered learn page offers a test. */
export interface RenderedLearn extends RenderResult {
  pageTitle: () => string | null;
  location: () => string;
  client: QueryClient;
}

/**
 * Renders the area at an address as the shell would: theme, query cache,
 * jotai store, router with the learn routes, a 404 boundary, and the
 * layout's sidebar and bottom-bar places the pages fill.
 */
export function renderLearn(path: string): RenderedLearn {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createStore();
  const result = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={themeFor('light')}>
          <MemoryRouter initialEntries={[path]}>
            <aside aria-label="ستون کناری دوره">
              <LayoutSlotOutlet name="sidebar" />
            </aside>
            <main>
              <TestBoundary>
                <Routes>
                  {ROUTES.map(([pattern, Page]) => (
                    <Route key={pattern} path={pattern} element={<Page />} />
                  ))}
                </Routes>
              </TestBoundary>
            </main>
            <nav aria-label="نوار پایین">
              <LayoutSlotOutlet name="bottom-bar" />
            </nav>
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>,
    {
      // A 404 thrown to the boundary is how a page asks for the not-found page: expected, not worth a log.
      onCaughtError: (error) => {
        if (!isNotFoundError(error)) console.error(error);
      },
    },
  );
  return {
    ...result,
    client,
    pageTitle: () => store.get(pageTitleAtom),
    location: () => result.getByTestId('location').textContent ?? '',
  };
}

/** Announces a session as the shell does (`platform:session:changed`). */
export function announceSession(loggedIn: boolean) {
  act(() => {
    bus.emit('platform:session:changed', {
      loggedIn,
      user: loggedIn ? { fullName: 'سارا محمدی', avatar: null } : null,
    });
  });
}

/** Sets the window's width, as a phone or a desktop. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
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
    server?.reset();
    window.scrollTo = jest.fn();
    setViewportWidth(1280);
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
    announceSession(false);
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
