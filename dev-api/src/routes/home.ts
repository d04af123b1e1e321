import type { FastifyInstance } from 'fastify';
import type { DevApiContext } from '../core/context.ts';
import { HOME_BLOCKS } from '../seed/home.ts';

/** `GET /front/home`: the home page's blocks, in order. */
export async function homeRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void context;
  app.get('/front/home', async () => ({ data: { blocks: HOME_BLOCKS } }));
}
