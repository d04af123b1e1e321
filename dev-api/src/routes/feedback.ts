import type { FastifyInstance } from 'fastify';
import type { DevApiContext } from '../core/context.ts';

/** Routes of the "feedback" domain (spec section 7). */
export async function feedbackRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void app;
  void context;
}
