import type { FastifyInstance } from 'fastify';
import type { DevApiContext } from '../core/context.ts';

/** Routes of the "quiz" domain (spec section 7). */
export async function quizRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void app;
  void context;
}
