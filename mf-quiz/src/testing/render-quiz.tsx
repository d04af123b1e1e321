import { configureApiClient, writeAccessToken, clearAccessToken } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { bus } from '@shared/event-bus';
import { focusModeCountAtom, isNotFoundError, LayoutSlotOutlet, pageTitleAtom, themeFor } from '@shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Component, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import ExamLanding from '../pages/ExamLanding.tsx';
import Question from '../pages/Question.tsx';
import QuestionBank from '../pages/QuestionBank.tsx';
import QuizList from '../pages/QuizList.tsx';
import QuizPage from '../pages/QuizPage.tsx';
import QuizResult from '../pages/QuizResult.tsx';
import QuizRun from '../pages/QuizRun.tsx';
import QuizStart from '../pages/QuizStart.tsx';
import RunResult from '../pages/RunResult.tsx';

/** The quiz area's rows of the shell's site map, so pages read their params as in the site. */
const ROUTES: [string, () => ReactNode][] = [
  ['/quiz', QuizList],
  ['/quiz/run/:code', QuizRun],
  ['/quiz/run/:code/result/:id', RunResult],
  ['/quiz/run/:code/result/:id/full', RunResult],
  ['/quiz/:slug', QuizPage],
  ['/quiz/:slug/start', QuizStart],
  ['/quiz/:slug/result', QuizResult],
  ['/quiz/:slug/result/full', QuizResult],
  ['/quiz/:slug/result/final-result', QuizResult],
  ['/question', QuestionBank],
  ['/question/topic/:topic', QuestionBank],
  ['/question/:code', Question],
  ['/landing/mahaExam', ExamLanding],
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

/** What a rendered quiz page offers a test. */
export interface RenderedQuiz extends RenderResult {
  pageTitle: () => string | null;
  location: () => string;
  client: QueryClient;
  /** Whether the page asks the shell to set its footer and bottom bar aside. */
  focusMode: () => boolean;
  /** The page's router, to navigate as a link or the back button would. */
  router: ReturnType<typeof createMemoryRouter>;
}

function Providers({
  children,
  client,
  store,
}: {
  children: ReactNode;
  client: QueryClient;
  store: ReturnType<typeof createStore>;
}) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={themeFor('light')}>{children}</ThemeProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

/** The frame around a page: the 404 boundary, the address probe and the sidebar slot the layout offers. */
function Frame() {
  return (
    <>
      <TestBoundary>
        <Outlet />
      </TestBoundary>
      <LocationProbe />
      <aside aria-label="ستون کناری">
        <LayoutSlotOutlet name="sidebar" />
      </aside>
    </>
  );
}

/**
 * Renders the quiz area at an address as the shell would: theme, query
 * cache, jotai, a data router (as the shell's, so navigation blockers work),
 * 404 boundary.
 */
export function renderQuiz(path: string): RenderedQuiz {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          ...ROUTES.map(([pattern, Page]) => ({ path: pattern, element: <Page /> })),
          { path: '/user/login', element: <p>صفحهٔ ورود</p> },
          { path: '*', element: <p>بیرون از بخش آزمون‌ها</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <Providers client={client} store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return {
    ...result,
    client,
    router,
    pageTitle: () => store.get(pageTitleAtom),
    focusMode: () => store.get(focusModeCountAtom) > 0,
    location: () => result.getByTestId('location').textContent ?? '',
  };
}

/** Renders one component with the theme, a query cache and a router. */
export function renderComponent(ui: ReactElement): RenderResult {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Providers client={client} store={createStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

const STUDENT = { fullName: 'سارا محمدی', avatar: null };

/** Logs the test in as the shell would: a token for the client and the bus's session event. */
export function logInAsStudent(): void {
  writeAccessToken('test-token');
  bus.emit('platform:session:changed', { loggedIn: true, user: STUDENT });
}

/** Logs the test out. */
export function logOut(): void {
  clearAccessToken();
  bus.emit('platform:session:changed', { loggedIn: false, user: null });
}

/** A request the test server received, with its JSON body. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A local API for one test file: the real client talks to it over HTTP.
 * `seen` lists every request with its path and JSON body.
 */
export function setUpTestApi(): { api: () => TestServer; seen: SeenRequest[] } {
  let server: TestServer | undefined;
  const seen: SeenRequest[] = [];
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    server = await startTestServer();
    configureApiClient({ base: server.apiBase });
  });
  beforeEach(() => {
    seen.length = 0;
    window.scrollTo = jest.fn();
    localStorage.clear();
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.clone().text();
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    logOut();
  });
  afterAll(() => server?.close());
  return {
    api: () => {
      if (!server) throw new Error('The test API has not started yet.');
      return server;
    },
    seen,
  };
}
