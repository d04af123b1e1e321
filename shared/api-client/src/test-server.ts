import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SIGNED_IN_COOKIE, configureApiClient } from '@shared/api-client/core';

/** What a test route answers; `destroy` drops the connection to simulate a network failure. */
export type TestReply = { status: number; body?: unknown } | 'destroy';

/** A local HTTP server whose answers each test decides, recording what it received. */
export interface TestServer {
  apiBase: string;
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** The headers of the last request received. */
  lastHeaders: () => IncomingMessage['headers'] | undefined;
  /**
   * Sets what a path answers. A path with a query (`/x?teacher=1`) answers only
   * requests that carry all of those parameters, and wins over the bare path,
   * so a test that names a parameter fails when the page does not send it.
   */
  answer: (path: string, replies: TestReply | TestReply[]) => void;
  /** Forgets every answer, so one test's answers cannot leak into the next. */
  reset: () => void;
  close: () => Promise<void>;
}

/** Starts the server on a free loopback port; the API base ends in /api as the client requires. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, TestReply[]>();
  const requests: TestServer['requests'] = [];
  let lastHeaders: IncomingMessage['headers'] | undefined;
  /** The queue of the most specific route the request matches: the most parameters, all present. */
  const queueFor = (path: string, query: URLSearchParams): TestReply[] => {
    let best: { queue: TestReply[]; size: number } | undefined;
    for (const [key, queue] of routes) {
      const [routePath, routeQuery = ''] = key.split('?');
      if (routePath !== path) continue;
      const wanted = [...new URLSearchParams(routeQuery)];
      if (!wanted.every(([name, value]) => query.getAll(name).includes(value))) continue;
      if (!best || wanted.length > best.size) best = { queue, size: wanted.length };
    }
    return best?.queue ?? [];
  };
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://test');
    const path = url.pathname.replace(/^\/api/, '');
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    lastHeaders = request.headers;
    const queue = queueFor(path, url.searchParams);
    const reply = queue.length > 1 ? queue.shift()! : queue[0];
    if (!reply) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no route"}');
      return;
    }
    if (reply === 'destroy') {
      request.socket.destroy();
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    requests,
    lastHeaders: () => lastHeaders,
    answer: (path, replies) => routes.set(path, Array.isArray(replies) ? [...replies] : [replies]),
    reset: () => routes.clear(),
    // The client's fetch keeps its connections open for reuse, and a plain `close` waits until the client
    // drops them (about 4 s of idle): every test file paid that wait at its end. The tests are over by then.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The one test server of a test file (or of a `describe`, called inside it): started before its tests, with
 * the API client pointed at it, and closed after them. The server it returns is usable inside tests and hooks
 * (it starts in `beforeAll`, so `apiBase` is known from then on).
 */
export function withTestServer(): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer();
    configureApiClient({ base: started.apiBase });
  });
  afterAll(() => started?.close());
  const server = (): TestServer => {
    if (!started) throw new Error('The test server starts before the tests: use it inside a test or a hook.');
    return started;
  };
  return {
    get apiBase() {
      return server().apiBase;
    },
    get requests() {
      return server().requests;
    },
    lastHeaders: () => server().lastHeaders(),
    answer: (path, replies) => server().answer(path, replies),
    reset: () => server().reset(),
    close: () => server().close(),
  };
}

/**
 * Opens a session in a jsdom page as the site server would after a login: the companion cookie the page
 * reads (the token itself is HttpOnly in a real browser; a test gives the client one with
 * `configureApiClient({ accessToken })` when its calls must carry it).
 */
export function markSignedIn(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax`;
}

/** Ends that session: the companion cookie goes, as the server's logout answer removes it. */
export function markSignedOut(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
