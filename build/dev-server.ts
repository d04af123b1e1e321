/**
 * An app's dev server (`npm run dev`, `npm run dev:site`): hot updates on the app's dev port, open to the
 * other apps' pages (CORS), and for the shell, a stand-in for the site server.
 */
import type { Configuration } from '@rspack/core';
import { devPort } from '../dev-ports.ts';

export function devServerConfig(port: number, isHost: boolean): Configuration['devServer'] {
  return {
    host: '127.0.0.1',
    port,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: isHost,
    // In development the shell's dev server stands in for the site server:
    // `/remotes.json` lists the remotes' dev servers and `/api` goes to the
    // dev API. scripts/dev.ts passes both in the environment (names in
    // scripts/dev-registry.ts); without them no area is listed.
    ...(isHost
      ? {
          setupMiddlewares: (middlewares) => [
            {
              name: 'dev-remotes-json',
              path: '/remotes.json',
              // Typed by hand: a middleware may also be an error handler,
              // so TypeScript cannot infer these parameters.
              middleware: (
                _request: unknown,
                response: { setHeader(name: string, value: string): void; end(body: string): void },
              ) => {
                response.setHeader('Content-Type', 'application/json; charset=utf-8');
                response.setHeader('Cache-Control', 'no-store');
                response.end(process.env.DEV_REMOTES ?? '{"areas":{}}');
              },
            },
            ...middlewares,
          ],
          proxy: [{ context: ['/api'], target: process.env.DEV_API_ORIGIN ?? `http://127.0.0.1:${devPort('api')}` }],
        }
      : {}),
  };
}
