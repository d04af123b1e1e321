import type { FastifyInstance } from 'fastify';
import {
  catalogUrls,
  dictionaryUrls,
  fetchCatalog,
  pageUrls,
  postCategoryUrls,
  postUrls,
  questionUrls,
  quizUrls,
  SITEMAP_NAMES,
  type SitemapName,
  sponsorUrls,
  tagUrls,
  topicUrls,
} from './sitemap-sources.ts';
import { ChangeClock, newest, type ListedUrl } from './change-clock.ts';
import { sitemapIndexXml, urlsetXml, type SitemapUrl } from './sitemap-xml.ts';
import { TtlCache } from './ttl-cache.ts';

/** What the sitemap routes need. */
export interface SitemapOptions {
  /** Public origin of the site (SITE_URL, or this server's own address): never a request's Host, which anyone can set. */
  siteUrl: string;
  ttlSeconds: number;
  /** The fixed pages the route tables mark for the sitemap (listed-pages.ts), read again for a new registry revision. */
  listedPages: () => Promise<string[]>;
  /**
   * The revision of the registry this server serves now: the pages sitemap is kept for one revision (and
   * the TTL, for the API's static pages it lists too), so a promote empties it at once on every server.
   */
  registryRevision?: () => Promise<number>;
  /** Dates the pages the API gives no date for (change-clock.ts); a clock kept in memory only by default. */
  clock?: ChangeClock;
}

/**
 * The sitemap endpoints: `/sitemap.xml` (an index) and
 * one sitemap per kind of page, built from API data. The URL lists are
 * cached for the TTL (the catalog behind three of them is fetched once),
 * the pages sitemap (the releases' pages) also only for the registry revision it was built for.
 */
export function sitemapRoutes(
  app: FastifyInstance,
  { siteUrl, ttlSeconds, listedPages, registryRevision, clock = new ChangeClock(undefined) }: SitemapOptions,
) {
  const cache = new TtlCache<SitemapUrl[]>(ttlSeconds * 1000, (key, error) =>
    app.log.warn({ err: error }, `sitemap "${key}": the API failed, serving the last good copy`),
  );
  const sources: Record<SitemapName, () => Promise<ListedUrl[]>> = {
    courses: () => catalogSitemap('courses'),
    sections: () => catalogSitemap('sections'),
    contents: () => catalogSitemap('contents'),
    posts: postUrls,
    post_category: postCategoryUrls,
    topics: topicUrls,
    pages: async () => pageUrls(await listedPages()),
    quizzes: quizUrls,
    questions: questionUrls,
    dictionary: dictionaryUrls,
    sponsors: sponsorUrls,
    tags: tagUrls,
  };
  const catalogCache = new TtlCache<Awaited<ReturnType<typeof fetchCatalog>>>(ttlSeconds * 1000, (_key, error) =>
    app.log.warn({ err: error }, 'sitemap catalog: the API failed, serving the last good copy'),
  );
  async function catalogSitemap(name: 'courses' | 'sections' | 'contents') {
    return catalogUrls(await catalogCache.get('catalog', fetchCatalog), name);
  }

  const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' };

  /** A sitemap's URLs, every one with its `lastmod`. */
  const urlsOf = async (name: SitemapName) => {
    // The pages sitemap lists the pages of the releases served now: it is kept for one registry revision.
    const revision = name === 'pages' ? await registryRevision?.().catch(() => undefined) : undefined;
    return cache.get(name, async () => clock.date(await sources[name]()), revision);
  };

  // Each sitemap is dated by its newest page; one that cannot be built now is listed without a date.
  app.get('/sitemap.xml', async (_request, reply) => {
    const sitemaps = await Promise.all(
      SITEMAP_NAMES.map(async (name) => ({
        path: `/${name}-sitemap.xml`,
        lastmod: newest((await urlsOf(name).catch(() => [])).map((url) => url.lastmod)),
      })),
    );
    return reply.headers(headers).send(sitemapIndexXml(siteUrl, sitemaps));
  });
  for (const name of SITEMAP_NAMES) {
    app.get(`/${name}-sitemap.xml`, async (_request, reply) => {
      try {
        const urls = await urlsOf(name);
        return await reply.headers(headers).send(urlsetXml(siteUrl, urls));
      } catch (error) {
        app.log.error({ err: error }, `sitemap "${name}" could not be built`);
        return reply
          .code(503)
          .header('retry-after', '60')
          .type('text/plain; charset=utf-8')
          .send('Sitemap temporarily unavailable');
      }
    });
  }
}
