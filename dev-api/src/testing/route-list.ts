import Fastify, { type HTTPMethods } from 'fastify';
import { ROUTES } from '../app.ts';
import type { DevApiContext } from '../core/context.ts';

/** One route the dev API serves: its method and its pattern, `/api` included. */
export interface ServedRoute {
  method: HTTPMethods;
  url: string;
}

/**
 * Every route the modules declare, read by registering them on a bare server that only lists them (no
 * store, no data folder). HEAD routes, which Fastify adds beside each GET, are left out.
 */
export async function listServedRoutes(): Promise<ServedRoute[]> {
  const lister = Fastify();
  const routes: ServedRoute[] = [];
  lister.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  const options = { prefix: '/api', context: {} as DevApiContext };
  for (const module of ROUTES) await lister.register(module, options);
  await lister.ready();
  await lister.close();
  return routes;
}
