import type { FastifyInstance } from 'fastify';
import { hasBearerToken } from '../admin/bearer-token.ts';
import type { SiteMetrics } from './site-metrics.ts';

/**
 * `GET /metrics`, Prometheus's text format, only with `Authorization: Bearer <token>`: METRICS_TOKEN (a
 * read-only token for the scraper, so its configuration never holds the admin token, which can promote)
 * or ADMIN_TOKEN. Without either the path answers 404, like the admin API: release versions and traffic
 * are not for anyone who asks.
 */
export function metricsRoute(
  app: FastifyInstance,
  { metrics, tokens }: { metrics: SiteMetrics; tokens: readonly (string | undefined)[] },
) {
  const accepted = tokens.filter((token): token is string => Boolean(token));
  app.get('/metrics', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (accepted.length === 0) return reply.code(404).send({ message: 'Not found' });
    if (!accepted.some((token) => hasBearerToken(request.headers.authorization, token))) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: '/metrics needs Authorization: Bearer <METRICS_TOKEN or ADMIN_TOKEN>.' });
    }
    const { contentType, text } = await metrics.exposition();
    return reply.type(contentType).send(text);
  });
}
