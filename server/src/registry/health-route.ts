import type { FastifyInstance } from 'fastify';
import type { RegistryAccess } from '../store/site-store.ts';

/**
 * `/healthz` for load balancers. A damaged registry file served from the last good copy is `degraded` but
 * still 200: the server answers every page correctly, and with a shared DATA_DIR every server sees the same
 * file, so taking them out of rotation would take the whole site down for nothing. Only a server with no
 * good registry at all (nothing to serve the areas from) answers 503.
 */
export function healthRoute(app: FastifyInstance, registry: RegistryAccess): void {
  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const health = await registry.health();
    if (!health.damaged) return { ok: true, status: 'ok' };
    const { problem, since, served } = health;
    const body = { problem, since, servedRevision: served?.revision, servedFrom: served?.from };
    if (!served) return reply.code(503).send({ ok: false, status: 'down', registry: body });
    return { ok: true, status: 'degraded', registry: body };
  });
}
