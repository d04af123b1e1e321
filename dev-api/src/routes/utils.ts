import type { FastifyInstance } from 'fastify';
import { globalData } from '../seed/global-data.ts';

/** `/front/utils/*`: global site data. */
export async function utilsRoutes(app: FastifyInstance) {
  app.get('/front/utils/global', async () => globalData);
}
