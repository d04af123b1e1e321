import type { FastifyInstance } from 'fastify';
import { homeEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { serve } from '../core/serve.ts';
import { HOME_BLOCKS } from '../seed/home.ts';

/** `GET /front/home`: the home page's blocks, in order. */
export async function homeRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, homeEndpoints.home, () => ({ data: { blocks: HOME_BLOCKS } }));
}
