import http from 'node:http';
import type net from 'node:net';

/** A pass-through proxy in front of an API that can be told to answer one path late. */
export interface SlowApi {
  /** What the site server's API_BASE_URL is set to (ends in /api, like the API's own). */
  baseUrl: string;
  /** From now on every request for this path (query ignored) waits `ms` before it is passed on. */
  slowDown(pathname: string, ms: number): void;
  stop(): Promise<void>;
}

/**
 * Starts the proxy on a free loopback port. Only the named paths are held
 * back, so a test can make one page's data slow (a render over its budget)
 * while every other call, the browser's included, goes through at once.
 */
export async function startSlowApi(apiBaseUrl: string): Promise<SlowApi> {
  const upstream = new URL(apiBaseUrl);
  const delays = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', upstream.origin);
    const pass = () => {
      const forwarded = http.request(
        url,
        { method: request.method, headers: { ...request.headers, host: upstream.host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.once('error', () => response.destroy());
      // A caller that gave up (the server's render budget aborts its fetch) needs no answer.
      response.once('close', () => {
        if (!response.writableFinished) forwarded.destroy();
      });
      request.pipe(forwarded);
    };
    const delay = delays.get(url.pathname);
    if (delay) setTimeout(pass, delay);
    else pass();
  });
  // Longer than the site server's HTTP client keeps an idle connection: it never reuses one this side has closed.
  server.keepAliveTimeout = 72_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname}`,
    slowDown: (pathname, ms) => delays.set(pathname, ms),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
