import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import { SIMPLE_BLOCKS } from '../seed/pages-blocks.ts';

const blockBody = z.object({
  name: z.string({ error: 'نام بلوک را بفرستید.' }).trim().min(1, 'نام بلوک را بفرستید.'),
});

/** `POST /front/simpleblock`: a named block of site text. */
export async function simpleblockRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void context;
  app.post('/front/simpleblock', async (request, reply) => {
    const body = check(blockBody, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const block = SIMPLE_BLOCKS.find((item) => item.name === body.data.name);
    if (!block) return sendNotFound(reply, 'بلوک');
    return { data: block };
  });
}
