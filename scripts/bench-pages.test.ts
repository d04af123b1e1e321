import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDevApi } from '../dev-api/src/app.ts';
import { apiJson, pickArticle } from './bench-pages.ts';

interface Card {
  slug: string;
  title: string;
}

let origin: string;
let dataDir: string;
let close: () => Promise<void>;
/** The seeded blog index, as the dev API answers it. */
let seeded: { featured_posts: Card[]; latest_posts: Card[]; categories: unknown[] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
  const { app, baseUrl } = await startDevApi(0, { dataDir, log: () => undefined });
  origin = baseUrl.replace(/\/api$/, '');
  close = () => app.close();
  seeded = ((await apiJson(origin, 'front/blog/index')) as { data: typeof seeded }).data;
});
afterAll(async () => {
  await close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

/** Makes the next request answer this blog index instead of the dev API's. */
const answerIndex = (index: typeof seeded) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ data: index }));

describe('pickArticle', () => {
  it('picks the newest article of the seeded dev API, with its page and title', async () => {
    const newest = seeded.latest_posts[0]!;
    await expect(pickArticle(origin)).resolves.toEqual({
      path: `/articles/${encodeURIComponent(newest.slug)}`,
      title: newest.title,
    });
  });

  it('falls back to the first featured article when none is listed as latest', async () => {
    const featured = seeded.latest_posts.at(-1)!;
    answerIndex({ ...seeded, featured_posts: [featured], latest_posts: [] });
    await expect(pickArticle(origin)).resolves.toEqual({
      path: `/articles/${encodeURIComponent(featured.slug)}`,
      title: featured.title,
    });
  });

  it('refuses an index without articles', async () => {
    answerIndex({ ...seeded, featured_posts: [], latest_posts: [] });
    await expect(pickArticle(origin)).rejects.toThrow('GET /api/front/blog/index lists no article to measure');
  });
});

describe('apiJson', () => {
  it('names the API path and the status of an answer other than 2xx', async () => {
    await expect(apiJson(origin, 'front/no-such-thing')).rejects.toThrow(
      'GET /api/front/no-such-thing answered HTTP 404',
    );
  });
});
