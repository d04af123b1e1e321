import type { FastifyInstance } from 'fastify';
import type { DevApiContext } from '../core/context.ts';
import { globalData } from '../seed/global-data.ts';

/** `/front/utils/*`: global site data. */
export async function utilsRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void context;
  app.get('/front/utils/global', async () => globalData);
}
