import type { RemotesDocumentInput } from '@shared/registry';
import { PageCache, pageCacheKey, releasesOf } from './page-cache.ts';
import type { RenderedDocument } from './page-request.ts';

const page = (html: string): RenderedDocument => ({ status: 200, html });
const LIMITS = { freshMs: 30_000, staleMs: 300_000, staleIfErrorMs: 3_600_000, maxBytes: 1_000_000 };
const QUIZ = ['quiz@1.0.0'];

function clock() {
  let now = 1_000_000;
  return { now: () => now, pass: (ms: number) => (now += ms) };
}

describe('the page cache', () => {
  it('serves a fresh page without a render, then renders once more after it is stale while serving the old one', async () => {
    const time = clock();
    const cache = new PageCache(LIMITS, time.now);
    let renders = 0;
    const render = jest.fn(async () => page(`<p>${++renders}</p>`));
    expect(await cache.serve('/quiz', QUIZ, render)).toMatchObject(page('<p>1</p>'));
    time.pass(29_000);
    expect(await cache.serve('/quiz', QUIZ, render)).toMatchObject(page('<p>1</p>'));
    expect(render).toHaveBeenCalledTimes(1);
    time.pass(2_000);
    // Stale: the student gets the kept page at once; one render makes the next one.
    expect(await cache.serve('/quiz', QUIZ, render)).toMatchObject(page('<p>1</p>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(render).toHaveBeenCalledTimes(2);
    expect(await cache.serve('/quiz', QUIZ, render)).toMatchObject(page('<p>2</p>'));
    expect(cache.counts).toMatchObject({ miss: 1, hit: 2, stale: 1 });
  });

  it('renders a page once however many ask for it at the same time', async () => {
    const cache = new PageCache(LIMITS);
    let finish: (document: RenderedDocument) => void = () => undefined;
    const render = jest.fn(() => new Promise<RenderedDocument>((resolve) => (finish = resolve)));
    const answers = Array.from({ length: 20 }, () => cache.serve('/articles/a', QUIZ, render));
    finish(page('<p>article</p>'));
    expect(new Set((await Promise.all(answers)).map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.counts).toMatchObject({ miss: 1, coalesced: 19 });
  });

  it('never keeps the browser-drawn fallback, and serves a kept page when a new render fails', async () => {
    const time = clock();
    const cache = new PageCache(LIMITS, time.now);
    expect(await cache.serve('/', QUIZ, async () => undefined)).toBeUndefined();
    expect(cache.size.entries).toBe(0);
    await cache.serve('/', QUIZ, async () => page('<p>home</p>'));
    time.pass(LIMITS.freshMs + LIMITS.staleMs + 1);
    expect(await cache.serve('/', QUIZ, async () => undefined)).toMatchObject(page('<p>home</p>'));
    expect(await cache.serve('/', QUIZ, () => Promise.reject(new Error('API down')))).toMatchObject(
      page('<p>home</p>'),
    );
    expect(cache.counts['failed-stale']).toBe(2);
    time.pass(LIMITS.staleIfErrorMs);
    expect(await cache.serve('/', QUIZ, async () => undefined)).toBeUndefined();
  });

  it('drops the pages of a release that is no longer served, and the least recently used past its size', async () => {
    const cache = new PageCache({ ...LIMITS, maxBytes: 170 });
    await cache.serve('/quiz', ['quiz@1.0.0', 'blog@1.0.0'], async () => page('q'.repeat(60)));
    await cache.serve('/articles', ['quiz@1.0.0', 'blog@2.0.0'], async () => page('a'.repeat(60)));
    cache.keepOnly(new Set(['quiz@1.0.0', 'blog@2.0.0']));
    expect(cache.size.entries).toBe(1);
    await cache.serve('/articles', ['blog@2.0.0'], async () => page('never'));
    expect(cache.counts.hit).toBe(1);
    await cache.serve('/a', QUIZ, async () => page('x'.repeat(60)));
    await cache.serve('/b', QUIZ, async () => page('y'.repeat(60)));
    expect(cache.size.bytes).toBeLessThanOrEqual(170);
    const rendered = jest.fn(async () => page('again'));
    await cache.serve('/articles', ['blog@2.0.0'], rendered);
    expect(rendered).toHaveBeenCalled();
  });
});

describe('which pages the cache may keep, and under what key', () => {
  const document: RemotesDocumentInput = {
    areas: { quiz: { version: '1.0.0', entry: '/releases/quiz/1.0.0/mf-manifest.json' } },
  };
  const guest = { url: '/quiz?grade=7', cookieHeader: undefined, forwardedFor: '203.0.113.9', cohort: 42 };

  it("keys an anonymous page by its address, its theme and the registry it carries (each area's release after cohort)", () => {
    const key = pageCacheKey(guest, document)!;
    expect(pageCacheKey({ ...guest, cohort: 7, forwardedFor: '198.51.100.1' }, document)).toBe(key);
    expect(pageCacheKey({ ...guest, url: '/quiz?grade=8' }, document)).not.toBe(key);
    expect(pageCacheKey({ ...guest, cookieHeader: 'platform_theme=dark' }, document)).not.toBe(key);
    const promoted = { areas: { quiz: { version: '1.1.0', entry: '/releases/quiz/1.1.0/mf-manifest.json' } } };
    expect(pageCacheKey(guest, promoted)).not.toBe(key);
    expect(releasesOf(promoted)).toEqual(['quiz@1.1.0']);
  });

  it("never keeps a signed-in student's page or a preview browser's", () => {
    expect(pageCacheKey({ ...guest, cookieHeader: 'platform_theme=dark; accessToken=abc' }, document)).toBeUndefined();
    expect(pageCacheKey({ ...guest, view: async (registry) => registry }, document)).toBeUndefined();
  });
});
