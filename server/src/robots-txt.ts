import type { FastifyInstance } from 'fastify';

/**
 * What crawlers are told. Everything a page needs to render (its scripts
 * under /releases/, the images) stays open, so a search engine sees pages as
 * a student does; only the API and the operators' endpoints are closed. Pages
 * kept out of search results say so themselves (`noindex`): a crawler that
 * may not fetch a page cannot read that.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}

/** `/robots.txt`, naming the sitemap at the public site's address (SITE_URL, never the Host header). */
export function robotsRoute(app: FastifyInstance, siteUrl: string): void {
  const body = robotsTxt(siteUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
  );
}
