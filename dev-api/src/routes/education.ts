import type { FastifyInstance } from 'fastify';
import type { DevApiContext } from '../core/context.ts';

/** Routes of the "education" domain (spec section 7). */
export async function educationRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void app;
  void context;
}
