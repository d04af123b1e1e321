import { configureApiClient } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { bus } from '@shared/event-bus';
import { isNotFoundError, LayoutSlotOutlet, themeFor } from '@shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import Courses from '../pages/Courses.tsx';
import Dashboard from '../pages/Dashboard.tsx';
import EditProfile from '../pages/EditProfile.tsx';
import EventArchive from '../pages/EventArchive.tsx';
import Favorites from '../pages/Favorites.tsx';
import Notifications from '../pages/Notifications.tsx';
import ReportCard from '../pages/ReportCard.tsx';
import SharedReportCard from '../pages/SharedReportCard.tsx';
import TestArchive from '../pages/TestArchive.tsx';

/** The profile rows of the shell's site map. */
const ROUTES: [string, () => ReactNode][] = [
  ['/profile', Dashboard],
  ['/profile/courses', Courses],
  ['/profile/edit-profile', EditProfile],
  ['/profile/event-archive', EventArchive],
  ['/profile/favorites', Favorites],
  ['/profile/provider-notifs', Notifications],
  ['/profile/report-card', ReportCard],
  ['/profile/test-archive', TestArchive],
  ['/profile/report-card/:uuid', SharedReportCard],
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

/**
 * Renders the area at an address as the shell would: theme, query cache,
 * jotai store, router with the profile routes, a 404 boundary and the
 * layout's sidebar the pages fill.
 */
export function renderProfile(path: string): RenderResult & { client: QueryClient } {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <JotaiProvider store={createStore()}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={themeFor('light')}>
          <MemoryRouter initialEntries={[path]}>
            <aside aria-label="ستون کناری نمایه">
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
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...result, client };
}

/** Announces a session as the shell does (`platform:session:changed`). */
export function announceSession(loggedIn: boolean, user = { fullName: 'سارا محمدی', avatar: null }) {
  act(() => {
    bus.emit('platform:session:changed', { loggedIn, user: loggedIn ? user : null });
  });
}

/** Sets the window's width, as a phone or a desktop. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

/** Every event a test wants to see on the bus, in order. */
export function recordBus<
  E extends 'platform:snackbar:requested' | 'profile:user:updated' | 'platform:notifications:changed',
>(event: E): unknown[] {
  const seen: unknown[] = [];
  let off: () => void = () => undefined;
  beforeEach(() => {
    seen.length = 0;
    off = bus.on(event, (payload) => seen.push(payload));
  });
  afterEach(() => off());
  return seen;
}

/** A local API for one test file: the real client talks to it over HTTP. */
export function setUpTestApi(): { api: () => TestServer } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });
  beforeEach(() => {
    window.scrollTo = jest.fn();
    setViewportWidth(1280);
    server?.requests.splice(0);
  });
  afterEach(() => announceSession(false));
  afterAll(() => server?.close());
  return {
    api: () => {
      if (!server) throw new Error('The test API has not started yet.');
      return server;
    },
  };
}
