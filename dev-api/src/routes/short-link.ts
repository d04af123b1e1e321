import type { FastifyInstance } from 'fastify';
import { shortLinkEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { SHORT_LINKS } from '../seed/short-links.ts';

/** `GET /front/short-link/{key}`: where a short link points; 404 for an unknown key. */
export async function shortLinkRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, shortLinkEndpoints.resolve, ({ params, reply }) => {
    const { key } = params;
    const target = Object.hasOwn(SHORT_LINKS, key) ? SHORT_LINKS[key] : undefined;
    if (target === undefined) return sendNotFound(reply, 'پیوند کوتاه');
    return { data: { key, target } };
  });
}
