import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** What a test route answers; `destroy` drops the connection to simulate a network failure. */
export type TestReply = { status: number; body?: unknown } | 'destroy';

/** A local HTTP server whose answers each test decides, recording what it received. */
export interface TestServer {
  apiBase: string;
  requests: { method: string; path: string; authorization: string | undefined }[];
  answer: (path: string, replies: TestReply | TestReply[]) => void;
  close: () => Promise<void>;
}

/** Starts the server on a free loopback port; the API base ends in /api as the client requires. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, TestReply[]>();
  const requests: TestServer['requests'] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0]!.replace(/^\/api/, '');
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    const queue = routes.get(path) ?? [];
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
