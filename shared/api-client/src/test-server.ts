import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** What a test route answers; `destroy` drops the connection to simulate a network failure. */
export type TestReply = { status: number; body?: unknown } | 'destroy';

/** A local HTTP server whose answers each test decides, recording what it received. */
export interface TestServer {
  apiBase: string;
  requests: { method: string; path: string; authorization: string | undefined }[];
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
    answer: (path, replies) => routes.set(path, Array.isArray(replies) ? [...replies] : [replies]),
    reset: () => routes.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
