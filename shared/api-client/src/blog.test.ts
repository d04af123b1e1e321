import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import { getBlogPost, getBlogPosts } from './blog.ts';
import { SchemaError } from './errors.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';

describe('blog calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('a blog post needs its post (slug or id)', async () => {
    expect(await missingParameter(() => getBlogPost(''))).toBe('post');
    expect(await missingParameter(() => getBlogPost('   '))).toBe('post');
  });
});

const emptyPage = { data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } };

describe('blog calls: what they send and accept', () => {
  const server = withTestServer();
  const realFetch = globalThis.fetch;
  let sentUrls: string[];
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'signed-in-token' });
  });
  beforeEach(() => {
    sentUrls = [];
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sentUrls.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the post list anonymously, sending category ids joined and featured as 1', async () => {
    server.answer('/front/blog', { status: 200, body: emptyPage });
    await getBlogPosts({ categories: [3, 5], featured: true, search: 'کنکور', page: 2 });
    expect(server.requests.at(-1)).toMatchObject({ path: '/front/blog', authorization: undefined });
    const query = new URL(sentUrls.at(-1) ?? '').searchParams;
    expect(query.get('categories')).toBe('3,5');
    expect(query.get('featured')).toBe('1');
    expect(query.get('search')).toBe('کنکور');
    expect(query.get('page')).toBe('2');
    expect(query.has('tag')).toBe(false);
  });

  it('addresses a post by id or slug in the path, encoded', async () => {
    server.answer('/front/blog/42', { status: 404, body: { message: 'مقاله پیدا نشد.' } });
    await getBlogPost(42).catch(() => undefined);
    expect(server.requests.at(-1)?.path).toBe('/front/blog/42');
    await getBlogPost('a/b').catch(() => undefined);
    expect(server.requests.at(-1)?.path).toBe('/front/blog/a%2Fb');
  });

  it('turns a post without a body into a SchemaError instead of showing blanks', async () => {
    server.answer('/front/blog/no-body', {
      status: 200,
      body: { data: { id: 1, title: 'عنوان', slug: 'no-body' } },
    });
    await expect(getBlogPost('no-body')).rejects.toBeInstanceOf(SchemaError);
  });
});
