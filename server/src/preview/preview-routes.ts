import type { FastifyInstance } from 'fastify';
import { onSite } from '../render/on-site-path.ts';
import type { ReleaseCheckContext } from '../registry/release-check.ts';
import { previewSecret } from './preview-secret.ts';
import { createPreviews, type Previews } from './previews.ts';

const EXPIRED =
  'این پیوند پیش‌نمایش معتبر نیست یا زمانش گذشته است؛ پیوند تازه‌ای بخواهید (npm run ops -- preview). سایت را همان‌طور که دانش‌آموزان می‌بینند نشانتان می‌دهیم.';

/**
 * `GET /preview?token=…[&to=/path]`: a preview link. A valid token becomes this browser's preview cookie
 * and the browser goes to `to` (a path of this site, else the home page); any other token clears it and
 * says so. `GET /preview/end` ends this browser's preview. Every answer to a preview browser carries
 * `X-Robots-Tag: noindex`: what it sees is not the site.
 */
export function previewRoutes(app: FastifyInstance, previews: Previews): void {
  app.addHook('onRequest', async (request, reply) => {
    if (previews.of(request)) void reply.header('x-robots-tag', 'noindex, nofollow');
  });
  app.get('/preview', async (request, reply) => {
    const { token, to } = request.query as { token?: unknown; to?: unknown };
    const secure = request.protocol === 'https';
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (typeof token !== 'string' || !previews.start(reply, token, secure)) {
      previews.end(reply, secure);
      return reply.code(410).type('text/plain; charset=utf-8').send(EXPIRED);
    }
    const target = (typeof to === 'string' && onSite(to)) || '/';
    return reply.code(303).header('location', target).send();
  });
  app.get('/preview/end', async (request, reply) => {
    previews.end(reply, request.protocol === 'https');
    return reply.code(303).header('cache-control', 'no-store').header('location', '/').send();
  });
}

/** This server's previews, signed with the site's preview secret, and their routes. */
export async function servePreviews(
  app: FastifyInstance,
  context: ReleaseCheckContext,
  settings: Parameters<typeof previewSecret>[0],
): Promise<Previews> {
  const previews = createPreviews(context, await previewSecret(settings));
  previewRoutes(app, previews);
  return previews;
}
