import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_LOGIN, E2E_OTP_CODE, SITE_CLIENT } from './support/areas.ts';

/*
 * What a search engine or a link preview reads: the raw HTML of one page of
 * each kind, fetched with plain HTTP requests (no browser runs its scripts),
 * its status, title, description from the content, canonical, picture and
 * structured data; the pages kept out of search results; robots.txt, the
 * favicon and the sitemaps' dates.
 */
test.describe.configure({ mode: 'parallel' });

/** The site's description in the shell's index.html: a page whose content says nothing else would show it. */
const SITE_DESCRIPTION = 'آموزش آنلاین برای دانش‌آموزان: دوره‌ها، آزمون‌ها، بانک سؤال، لغت‌نامه و مقاله‌ها';

async function apiData<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const answer =
    body === undefined ? await request.get(`/api/${path}`) : await request.post(`/api/${path}`, { data: body });
  if (!answer.ok()) throw new Error(`/api/${path} answered ${answer.status()}`);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * The server's answer for a page. A release's Node build is loaded on the
 * first render that needs it, and on a busy machine that first render can
 * pass its time budget, when the server answers the page for the browser to
 * draw (by design: never worse than before). A crawler would come back; so
 * does this, until the server has answered for itself (a head it wrote, or a
 * move), at most five times.
 */
async function pageAnswer(request: APIRequestContext, path: string) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await request.get(path, { maxRedirects: 0 });
    const html = await answer.text();
    const answered = answer.status() === 301 || /<link rel="canonical"|<meta name="robots"/.test(html);
    if (answered || attempt === 5) return { status: answer.status(), headers: answer.headers(), html };
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name]!);

/** The head of raw HTML as a crawler reads it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(head)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  const types = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => {
    const data = JSON.parse(match[1]!) as { '@type': string };
    return data['@type'];
  });
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    image: attribute(/<meta property="og:image" content="([^"]*)"/),
    card: attribute(/<meta name="twitter:card" content="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    types,
  };
}

/** One page of a kind and what its raw HTML must say. */
interface PageKind {
  kind: string;
  path: string;
  status: 200 | 404;
  title: string;
  /** Words its description holds, from its content. */
  described: string;
  /** Its picture, when it has one of its own (else the site's). */
  image?: RegExp;
  types: string[];
}

/** One page of every kind, read from the seed through the API (not copies of it). */
async function pageKinds(request: APIRequestContext): Promise<PageKind[]> {
  const course = 'math-grade-7';
  const article = 'screen-time-balance';
  const [details, post, sponsors, quizzes, bank, [entry], about] = await Promise.all([
    apiData<{ title: string; description: string; sections: { contents: { slug: string; title: string }[] }[] }>(
      request,
      `front/course/get-course-details?slug=${course}`,
    ),
    apiData<{ title: string; excerpt: string }>(request, `front/blog/${article}`),
    apiData<{ slug: string; name: string; summary: string }[]>(request, 'front/sponsor?page=1&per_page=1'),
    apiData<{ slug: string; title: string; description: string }[]>(request, 'front/course/quiz/list?per_page=1'),
    apiData<{ code: string; topic: { name: string } }[]>(request, 'front/question/form', { page: 1, per_page: 1 }),
    apiData<{ id: number; slug: string; title: string }[]>(request, 'front/dehkhoda/entries?limit=1'),
    apiData<{ title: string; summary: string }>(request, 'front/utils/get-page?name=aboutus'),
  ]);
  const content = details.sections[0]!.contents[0]!;
  const [sponsor] = sponsors;
  const [quiz] = quizzes;
  const [question] = bank;
  if (!sponsor || !quiz || !question || !entry) throw new Error('The seed lacks a sponsor, quiz, question or entry.');
  const start = (text: string) => text.slice(0, 30);
  return [
    { kind: 'home', path: '/', status: 200, title: 'خانه', described: '', types: ['Organization', 'WebSite'] },
    {
      kind: 'course',
      path: `/course/${course}`,
      status: 200,
      title: details.title,
      described: start(details.description),
      image: /\/api\/dev-media\//,
      types: ['Course', 'BreadcrumbList'],
    },
    {
      kind: 'lesson',
      path: `/course/content/${course}/${encodeURIComponent(content.slug)}`,
      status: 200,
      title: content.title,
      described: '',
      image: /\/api\/dev-media\//,
      types: ['BreadcrumbList'],
    },
    {
      kind: 'article',
      path: `/articles/${article}`,
      status: 200,
      title: post.title,
      described: start(post.excerpt),
      image: /\/api\/dev-media\//,
      types: ['Article', 'BreadcrumbList'],
    },
    {
      kind: 'sponsor',
      path: `/landing/sponsors/${encodeURIComponent(sponsor.slug)}`,
      status: 200,
      title: sponsor.name,
      described: start(sponsor.summary),
      image: /\/api\/dev-media\//,
      types: ['Organization', 'BreadcrumbList'],
    },
    {
      kind: 'quiz',
      path: `/quiz/${encodeURIComponent(quiz.slug)}`,
      status: 200,
      title: quiz.title,
      described: start(quiz.description),
      image: /\/api\/dev-media\//,
      types: ['Quiz', 'BreadcrumbList'],
    },
    {
      kind: 'question',
      path: `/question/${encodeURIComponent(question.code)}`,
      status: 200,
      // Titled by its place in its topic, never by its code.
      title: question.topic.name,
      described: '',
      types: ['QAPage', 'BreadcrumbList'],
    },
    {
      kind: 'exam landing',
      path: '/landing/mahaExam',
      status: 200,
      title: 'آزمون ماها',
      described: 'آزمون آزمایشی ماهانهٔ دانش‌سرا',
      types: ['Event', 'BreadcrumbList'],
    },
    {
      kind: 'dictionary entry',
      path: `/dehkhoda/entry/${entry.id}/${encodeURIComponent(entry.slug)}`,
      status: 200,
      title: entry.title,
      described: `${entry.title} `,
      types: ['DefinedTerm', 'BreadcrumbList'],
    },
    {
      kind: 'static page',
      path: '/aboutus',
      status: 200,
      title: about.title,
      described: start(about.summary),
      types: ['BreadcrumbList'],
    },
    {
      kind: '404',
      path: '/no/such/page',
      status: 404,
      title: 'صفحه پیدا نشد: \u2066/no/such/page',
      described: '',
      types: [],
    },
  ];
}

test('one page of each kind carries its title, description, canonical, picture and structured data', async ({
  request,
  baseURL,
}) => {
  for (const page of await pageKinds(request)) {
    const answer = await pageAnswer(request, page.path);
    const label = `${page.kind} (${page.path})`;
    expect.soft(answer.status, label).toBe(page.status);
    const head = headOf(answer.html);
    expect.soft(head.title, label).toContain(page.title);
    expect.soft(head.title, label).not.toContain('__not-found__');
    expect.soft(head.description, label).toBeTruthy();
    if (page.kind !== 'home' && page.kind !== '404') {
      expect.soft(head.description, `${label}: a description of its own`).not.toBe(SITE_DESCRIPTION);
    }
    expect.soft(head.description, label).toContain(page.described);
    expect.soft(head.canonical, label).toBe(`${baseURL}${page.path}`);
    expect.soft(head.image, label).toMatch(page.image ?? new RegExp(`^${baseURL}/og-image\\.png$`));
    expect.soft(head.image, label).toMatch(/^https?:\/\//);
    expect.soft(head.card, label).toMatch(/^summary/);
    expect.soft(head.robots, label).toBeUndefined();
    expect.soft(head.types, label).toEqual(expect.arrayContaining(page.types));
  }
  // The site's picture, named by every page without its own, is there.
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('the blog sidebar arrives with the article, rendered by the server', async ({ request }) => {
  const { html } = await pageAnswer(request, '/articles/screen-time-balance');
  const aside = /<aside[^>]*aria-label="ستون کناری وبلاگ"[^>]*>([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
  expect(aside).toContain('href="/articles/tag/');
  expect(aside).toContain('href="/articles/category/');
});

test('an old address and a wrong or missing slug are moved to the page’s one address for good', async ({ request }) => {
  const moved = await pageAnswer(request, '/article/show/screen-time-balance?utm_source=x');
  expect(moved.status).toBe(301);
  expect(moved.headers.location).toBe('/articles/screen-time-balance?utm_source=x');

  const [entry] = await apiData<{ id: number; slug: string }[]>(request, 'front/dehkhoda/entries?limit=1');
  const wrong = await pageAnswer(request, `/dehkhoda/entry/${entry!.id}/wrong-slug`);
  expect(wrong.status).toBe(301);
  expect(wrong.headers.location).toBe(`/dehkhoda/entry/${entry!.id}/${encodeURIComponent(entry!.slug)}`);
  const bare = await pageAnswer(request, `/dehkhoda/entry/${entry!.id}`);
  expect([bare.status, bare.headers.location]).toEqual([301, wrong.headers.location]);
});

test('private, result and shared report-card pages say noindex', async ({ request }) => {
  const challenge = await apiData<{ token: string }>(request, 'auth/login-register', { login: DEMO_LOGIN });
  // As the site's own client: the server keeps the session in its HttpOnly cookie, in this request's jar.
  await request.post('/api/auth/otp-confirm', { ...SITE_CLIENT, data: { code: E2E_OTP_CODE, token: challenge.token } });
  const card = await request.get('/api/front/profile/report-card', SITE_CLIENT);
  const { share_path: shared } = ((await card.json()) as { data: { share_path: string } }).data;
  const [quiz] = await apiData<{ slug: string }[]>(request, 'front/course/quiz/list?per_page=1');

  for (const path of ['/profile', '/profile/report-card', '/user/login', `/quiz/${quiz!.slug}/result`, shared]) {
    const answer = await pageAnswer(request, path);
    expect.soft(answer.status, path).toBe(200);
    expect.soft(headOf(answer.html).robots, path).toBe('noindex');
  }
  // A public page says nothing of the kind.
  expect(headOf((await pageAnswer(request, '/quiz')).html).robots).toBeUndefined();
});

test('robots.txt names the sitemap, /favicon.ico is an icon, and every sitemap dates every page', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);

  const index = await (await request.get('/sitemap.xml')).text();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const dates = (xml: string) => [...xml.matchAll(/<lastmod>[^<]+<\/lastmod>/g)].length;
  expect(locs(index).length).toBeGreaterThan(0);
  expect(dates(index)).toBe(locs(index).length);
  for (const sitemap of locs(index)) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    expect.soft({ sitemap, dated: dates(xml) }).toEqual({ sitemap, dated: locs(xml).length });
  }
});
