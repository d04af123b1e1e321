import Fastify, { type FastifyInstance } from 'fastify';
import { utilsRoutes } from './routes/utils.ts';

/** Options of the stand-in backend. */
export interface DevApiOptions {
  logger?: boolean;
}

/**
 * The stand-in backend: the API contract under `/api`, served from seeded
 * Persian data, so the site runs and is tested with no outside backend.
 */
export async function buildDevApi(options: DevApiOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(utilsRoutes, { prefix: '/api' });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `مسیر ${request.url} در API وجود ندارد.` });
  });
  return app;
}

/** Starts the dev API on a loopback port (0 picks a free one) and returns its base URL. */
export async function startDevApi(port = 0, options: DevApiOptions = {}) {
  const app = await buildDevApi(options);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { app, baseUrl: `http://127.0.0.1:${actualPort}/api` };
}
