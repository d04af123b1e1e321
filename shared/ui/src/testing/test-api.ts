import { configureApiClient } from '@shared/api-client';
import { startTestServer, type TestServer } from '@shared/api-client/testing';
import { configure } from '@testing-library/react';
import { logOut, setViewportWidth } from './session.ts';

/** A request the test API received, as the page sent it, with its JSON body. */
export interface SeenRequest {
  method: string;
  /** The path below /api with its query, as sent (encoded). */
  path: string;
  body: unknown;
}

/** How one area's tests talk to the test API. */
export interface TestApiOptions {
  /** The token every request carries, for areas whose pages are all behind the login. */
  accessToken?: () => string;
  /** Whether `urls` lists addresses as sent (%D9…) rather than decoded (Persian letters). */
  encodedUrls?: boolean;
}

/** What a test file gets from {@link setUpTestApi}. */
export interface TestApi {
  /** The server whose answers each test sets; its answers and requests are forgotten before each test. */
  api: () => TestServer;
  /** Every address requested during the test, with its query. */
  urls: string[];
  /** Every request made during the test, with its method, path and body. */
  seen: SeenRequest[];
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A local API for one test file: the real client talks to it over HTTP.
 * Before each test its answers, its requests, `urls` and `seen` are emptied,
 * so one test's answers cannot leak into the next; after each the session ends.
 */
export function setUpTestApi(options: TestApiOptions = {}): TestApi {
  let server: TestServer | undefined;
  const urls: string[] = [];
  const seen: SeenRequest[] = [];
  const realFetch = globalThis.fetch;
  const RealFormData = globalThis.FormData;
  beforeAll(async () => {
    // Whole pages talk to a real local server: on a busy two-core machine the default second can be too short.
    configure({ asyncUtilTimeout: 5_000 });
    server = await startTestServer();
    configureApiClient({ base: server.apiBase, ...(options.accessToken && { accessToken: options.accessToken }) });
  });
  beforeEach(() => {
    urls.length = 0;
    seen.length = 0;
    server?.reset();
    server?.requests.splice(0);
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo = jest.fn();
    setViewportWidth(1280);
    // React builds FormData from a submitted form when the handler navigates; the
    // environment's FormData is Node's, which cannot read a form, so the fields are left out.
    globalThis.FormData = class extends RealFormData {
      constructor() {
        super();
      }
    };
    // A plain function, not a jest.fn: a test that spies on fetch then wraps this one instead of replacing it.
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      urls.push(options.encodedUrls ? request.url : decodeURIComponent(request.url));
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        body: await bodyOf(request),
      });
      return realFetch(input, init);
    };
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    globalThis.FormData = RealFormData;
    logOut();
  });
  afterAll(() => server?.close());
  return {
    api: () => {
      if (!server) throw new Error('The test API has not started yet.');
      return server;
    },
    urls,
    seen,
  };
}
