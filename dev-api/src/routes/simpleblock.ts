import type { FastifyInstance } from 'fastify';
import { simpleBlockRequestSchema } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import { SIMPLE_BLOCKS } from '../seed/pages-blocks.ts';

/** `POST /front/simpleblock`: a named block of site text. */
export async function simpleblockRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void context;
  app.post('/front/simpleblock', async (request, reply) => {
    const body = check(simpleBlockRequestSchema, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const block = SIMPLE_BLOCKS.find((item) => item.name === body.data.name);
    if (!block) return sendNotFound(reply, 'بلوک');
    return { data: block };
  });
}
