import type { FastifyInstance } from 'fastify';
import { simpleblockEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { SIMPLE_BLOCKS } from '../seed/pages-blocks.ts';

/** `POST /front/simpleblock`: a named block of site text. */
export async function simpleblockRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, simpleblockEndpoints.block, ({ body, reply }) => {
    const block = SIMPLE_BLOCKS.find((item) => item.name === body.name);
    if (!block) return sendNotFound(reply, 'بلوک');
    return { data: block };
  });
}
