import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { CLIENT_RENDER_COOKIE } from './cookies.ts';
import { serverRenderedPages } from './page-route.ts';

const SHELL_HTML = '<!doctype html><html><body><div id="root"></div>shell</body></html>';

/** A shell whose Node build renders one page for any URL (or fails for /boom) and logs each call. */
function fakeShellDir(): string {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  mkdirSync(path.join(shellDir, 'server'));
  writeFileSync(
    path.join(shellDir, 'server', 'render.js'),
    `exports.renderPage = async (input) => {
      require('node:fs').appendFileSync(__dirname + '/calls.log', input.url + '\\n');
      if (input.url.endsWith('/boom')) throw new Error('broken');
      return { kind: 'page', status: input.url.endsWith('/missing') ? 404 : 200, owner: 'shell',
        html: '<main>rendered</main>', styleTags: '', title: 'خانه', signedIn: false };
    };`,
  );
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html lang="fa"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  return shellDir;
}

describe('server-rendered page route', () => {
  let app: FastifyInstance;
  const counted: string[] = [];
  const failures: unknown[] = [];
  const shellDir = fakeShellDir();
  const renders = () => {
    const log = path.join(shellDir, 'server', 'calls.log');
    return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').length : 0;
  };

  beforeAll(async () => {
    app = Fastify();
    app.get(
      '/*',
      serverRenderedPages({
        shellDir,
        indexHtml: readFileSync(path.join(shellDir, 'index.html'), 'utf8'),
        releaseFolder: () => '/nowhere',
        readRegistry: async () => ({ revision: 1, areas: {}, history: [] }),
        policy: { origins: [], overrides: false },
        apiBase: 'http://127.0.0.1:1/api',
        siteUrl: 'https://example.test',
        budgetMs: 1000,
        onFailure: (failure) => failures.push(failure),
        countPage: async (urlPath, cohort, _client, count = true) => {
          if (count) counted.push(`${urlPath} ${cohort}`);
          return urlPath.endsWith('/boom') ? { area: 'shell', version: 'main.x.js', route: '/s/:key/boom' } : undefined;
        },
        sendShell: (reply: FastifyReply, status = 200) =>
          reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(SHELL_HTML),
      }),
    );
    await app.ready();
  });

  afterAll(() => app.close());

  it('sends the server-rendered page, private and varying by cookie', async () => {
    const response = await app.inject({
      url: '/about',
      headers: { cookie: `platform_cohort=7; platform_client=${'c'.repeat(22)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Cookie, Sec-CH-Prefers-Color-Scheme');
    expect(response.body).toContain('<div id="root"><main>rendered</main></div>');
    // A browser with a cohort and a client id keeps them.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it("answers the page's status", async () => {
    const response = await app.inject({ url: '/missing', headers: { cookie: 'platform_cohort=7' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('rendered');
  });

  it(`sends the client-rendered shell, without rendering, to a browser with ${CLIENT_RENDER_COOKIE}=client`, async () => {
    const before = renders();
    const response = await app.inject({ url: '/about', headers: { cookie: `a=1; ${CLIENT_RENDER_COOKIE}=client` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(renders()).toBe(before);
  });

  it('puts a new browser in a cohort', async () => {
    const response = await app.inject({ url: '/about' });
    expect(response.headers['set-cookie']?.[0]).toMatch(
      /^platform_cohort=\d{1,2}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    expect(response.body).toContain('rendered');
  });

  it('sends the shell when the render fails, still with the new cohort', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_HTML);
    expect(response.headers['set-cookie']?.[0]).toMatch(/^platform_cohort=\d{1,2};/);
  });

  it('counts every page served for its cohort, and names the route pattern of a failed render', async () => {
    counted.length = 0;
    failures.length = 0;
    await app.inject({ url: '/about?x=1', headers: { cookie: 'platform_cohort=7' } });
    await app.inject({ url: '/s/ali/boom', headers: { cookie: 'platform_cohort=8' } });
    expect(counted).toEqual(['/about 7', '/s/ali/boom 8']);
    expect(failures).toEqual([{ area: 'shell', version: 'shell', reason: 'broken', route: '/s/:key/boom' }]);
  });

  it("counts a Chromium's first visit once: the request it retries with the colour-scheme hint, not the one before", async () => {
    counted.length = 0;
    const chromium = { cookie: 'platform_cohort=7', 'sec-ch-ua': '"Chromium";v="156"' };
    const first = await app.inject({ url: '/about', headers: chromium });
    // The answer asks for the hint (Critical-CH): the browser throws it away and asks again with it.
    expect(first.headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
    await app.inject({ url: '/about', headers: { ...chromium, 'sec-ch-prefers-color-scheme': '"dark"' } });
    // A browser without client hints (Firefox, Safari) never retries: its one request counts.
    await app.inject({ url: '/about', headers: { cookie: 'platform_cohort=9' } });
    // A page the server could not render goes as the shell, which does not ask for the hint: no retry, so the
    // request counts, once.
    const shell = await app.inject({ url: '/s/ali/boom', headers: { ...chromium, cookie: 'platform_cohort=8' } });
    expect(shell.headers['critical-ch']).toBeUndefined();
    expect(counted).toEqual(['/about 7', '/about 9', '/s/ali/boom 8']);
  });

  it('sends the shell as a 404 when an address that names no page could not be rendered', async () => {
    // A blank segment is a 404 whoever draws it: a crawler must not keep the shell as a page.
    const response = await app.inject({ url: '/%20/boom' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(SHELL_HTML);
  });
});
