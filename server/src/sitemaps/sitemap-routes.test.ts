import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { startDevApi } from 'dev-api';
import { buildServer } from '../app.ts';
import { fakeDist, fakeOpsContext } from '../registry/release-fixtures.ts';
import { sitemapRoutes } from './sitemap-routes.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('sitemaps from API data', () => {
  let app: FastifyInstance;
  let api: Awaited<ReturnType<typeof startDevApi>>;

  beforeAll(async () => {
    api = await startDevApi(0, { dataDir: mkdtempSync(path.join(tmpdir(), 'dev-api-')) });
    const { settings } = fakeOpsContext(fakeDist(), { SITE_URL: 'https://madrese.example' });
    app = await buildServer({ settings, apiBaseUrl: api.baseUrl });
  });

  afterAll(async () => {
    await app.close();
    await api.app.close();
  });

  it('indexes the seven sitemaps of spec section 2 and those of quizzes, questions, entries, sponsors and tags', async () => {
    const response = await app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(response.body)).toEqual(
      [
        'courses',
        'sections',
        'contents',
        'posts',
        'post_category',
        'topics',
        'pages',
        'quizzes',
        'questions',
        'dictionary',
        'sponsors',
        'tags',
      ].map((name) => `https://madrese.example/${name}-sitemap.xml`),
    );
  });

  it('dates every URL of every sitemap, and each sitemap of the index by its newest page', async () => {
    const dates = (xml: string) => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]!);
    const index = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(dates(index)).toHaveLength(locs(index).length);
    for (const loc of locs(index)) {
      const xml = (await app.inject({ url: new URL(loc).pathname })).body;
      expect({ loc, dated: dates(xml).length }).toEqual({ loc, dated: locs(xml).length });
      for (const date of dates(xml)) expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it('lists every course, section and content of the catalog', async () => {
    const [courses, sections, contents] = await Promise.all(
      ['courses', 'sections', 'contents'].map((name) => app.inject({ url: `/${name}-sitemap.xml` })),
    );
    expect(locs(courses!.body).length).toBeGreaterThanOrEqual(30);
    expect(locs(courses!.body)[0]).toMatch(/^https:\/\/madrese\.example\/course\/[^/]+$/);
    expect(courses!.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    expect(locs(sections!.body).every((loc) => loc.startsWith('https://madrese.example/course/sections/'))).toBe(true);
    expect(locs(contents!.body).length).toBeGreaterThan(locs(sections!.body).length);
    expect(locs(contents!.body)[0]).toMatch(/^https:\/\/madrese\.example\/course\/content\/[^/]+\/[^/]+$/);
  });

  it('lists posts, post categories, question topics and pages', async () => {
    const body = async (name: string) => (await app.inject({ url: `/${name}-sitemap.xml` })).body;
    expect(locs(await body('posts'))).toHaveLength(42);
    expect(locs(await body('post_category'))).toHaveLength(9);
    expect(locs(await body('topics')).length).toBeGreaterThan(0);
    expect(locs(await body('topics'))[0]).toMatch(/\/question\/topic\//);
    const pages = locs(await body('pages'));
    expect(pages).toEqual(
      expect.arrayContaining([
        'https://madrese.example/',
        'https://madrese.example/aboutus',
        'https://madrese.example/faq-dyna',
      ]),
    );
  });

  it('lists every quiz, question, dictionary entry, sponsor and tag at the address of its page', async () => {
    const sitemap = async (name: string) => locs((await app.inject({ url: `/${name}-sitemap.xml` })).body);
    const quizzes = await sitemap('quizzes');
    const questions = await sitemap('questions');
    const dictionary = await sitemap('dictionary');
    const sponsors = await sitemap('sponsors');
    const tags = await sitemap('tags');
    expect(quizzes).toHaveLength(11);
    expect(quizzes).toContain('https://madrese.example/quiz/math-grade-7-fractions-percent');
    expect(questions.length).toBeGreaterThan(100);
    expect(questions).toContain('https://madrese.example/question/Q1001');
    expect(dictionary.length).toBeGreaterThanOrEqual(500);
    expect(dictionary).toContain(`https://madrese.example/dehkhoda/entry/457/${encodeURIComponent('کتاب')}`);
    expect(sponsors.length).toBeGreaterThan(5);
    expect(sponsors).toContain('https://madrese.example/landing/sponsors/farzanegan-foundation');
    expect(tags.length).toBeGreaterThan(5);
    expect(tags.every((loc) => loc.startsWith('https://madrese.example/articles/tag/'))).toBe(true);
  });

  it('keeps the pages sitemap for one registry revision: a promote lists its new page at once, whatever the TTL', async () => {
    let revision = 7;
    let pages = ['/', '/dehkhoda'];
    let reads = 0;
    const pagesApp = Fastify();
    sitemapRoutes(pagesApp, {
      siteUrl: 'https://madrese.example',
      ttlSeconds: 600,
      listedPages: async () => (reads++, pages),
      registryRevision: async () => revision,
    });
    const listed = async () => locs((await pagesApp.inject({ url: '/pages-sitemap.xml' })).body);
    try {
      expect(await listed()).toContain('https://madrese.example/dehkhoda');
      pages = ['/', '/dehkhoda', '/dehkhoda/about'];
      expect(await listed()).not.toContain('https://madrese.example/dehkhoda/about'); // one revision: cached
      revision = 8; // another server, or the CLI, promoted a release with a new page
      expect(await listed()).toContain('https://madrese.example/dehkhoda/about');
      expect(reads).toBe(2);
    } finally {
      await pagesApp.close();
    }
  });

  it('serves a sitemap from its cache without asking the API again', async () => {
    await app.inject({ url: '/posts-sitemap.xml' });
    await api.app.close();
    const cached = await app.inject({ url: '/posts-sitemap.xml' });
    expect(cached.statusCode).toBe(200);
    expect(locs(cached.body)).toHaveLength(42);
  });
});
