import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type AddressInfo } from 'node:net';
import { get } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { startDevApi } from 'dev-api';
import { LOAD_FAILURE_REPORT_PATH } from '@shared/registry';
import { buildServer } from './app.ts';
import { readLoadFailures } from './registry/load-reports.ts';
import { fakeDist } from './registry/release-fixtures.ts';
import { parseSettings } from './settings.ts';

const PRECOMPRESSED_SOURCE = `var chunk = ${JSON.stringify('y'.repeat(4000))};`;

describe('site server', () => {
  let app: FastifyInstance;
  let api: Awaited<ReturnType<typeof startDevApi>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));

  beforeAll(async () => {
    api = await startDevApi(0, { dataDir: mkdtempSync(path.join(tmpdir(), 'dev-api-')) });
    const dist = fakeDist({ quiz: ['1.0.0'] });
    writeFileSync(path.join(dist, 'shell', 'main.0123456789.js'), 'console.log("shell")');
    writeFileSync(path.join(dist, 'releases', 'quiz', '1.0.0', '432.abcdef0123.js'), 'x'.repeat(4000));
    // A chunk with the build's precompressed copy beside it (build/plugins/precompress.ts).
    writeFileSync(path.join(dist, 'releases', 'quiz', '1.0.0', '433.abcdef0123.js'), PRECOMPRESSED_SOURCE);
    writeFileSync(
      path.join(dist, 'releases', 'quiz', '1.0.0', '433.abcdef0123.js.br'),
      brotliCompressSync(PRECOMPRESSED_SOURCE),
    );
    const settings = parseSettings({ DIST_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, '/unused');
    app = await buildServer({ settings, apiBaseUrl: api.baseUrl });
  });

  afterAll(async () => {
    await app.close();
    await api.app.close();
  });

  it('answers a page route with the shell, never cached', async () => {
    const response = await app.inject({ url: '/quiz/run/abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('dir="rtl"');
  });

  it('serves a release file only with its published bytes, and never the record of them', async () => {
    const url = '/releases/quiz/1.0.0/121.abcdef0123.js';
    expect((await app.inject({ url })).statusCode).toBe(200);
    expect((await app.inject({ url: '/releases/quiz/1.0.0.files.json' })).statusCode).toBe(404);
    appendFileSync(path.join(dataDir, 'releases', 'quiz', '1.0.0', '121.abcdef0123.js'), '/* changed in the store */');
    const changed = await app.inject({ url });
    expect(changed.statusCode).toBe(404);
    expect(changed.body).not.toContain('changed in the store');
  });

  it("sends the build's precompressed copy of a file as it is, cached like the file", async () => {
    const response = await app.inject({
      url: '/releases/quiz/1.0.0/433.abcdef0123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(brotliCompressSync(PRECOMPRESSED_SOURCE))).toBe(true);
  });

  it('serves a release file under one spelling only, and a strange spelling spoils nothing', async () => {
    // Over a real socket: inject would normalise the path before the server saw it.
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const status = (requestPath: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(origin);
        get({ hostname, port, path: requestPath }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }).on('error', reject);
      });
    const file = '432.abcdef0123.js';
    for (const spelling of [
      `/releases/quiz/1.0.0/./${file}`,
      `/releases/quiz/1.0.0//${file}`,
      `/releases/quiz//1.0.0/${file}`,
      `/releases/quiz/%2e/1.0.0/${file}`,
      `/releases/quiz/x/../1.0.0/${file}`,
      `/releases/quiz/1.0.0/%2e%2e/1.0.0/${file}`,
    ]) {
      expect({ spelling, status: await status(spelling) }).toEqual({ spelling, status: 404 });
    }
    expect(await status(`/releases/quiz/1.0.0/${file}`)).toBe(200);
  });

  it('answers a missing script with a real 404, not the page HTML', async () => {
    const response = await app.inject({ url: '/main.deadbeef00.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
    const release = await app.inject({ url: '/releases/quiz/9.9.9/remoteEntry.js' });
    expect(release.statusCode).toBe(404);
  });

  it('serves releases from the release store in its data directory', async () => {
    const entry = await app.inject({ url: '/releases/quiz/1.0.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('var mf_quiz');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
  });

  it('caches hashed files forever and revalidates the rest', async () => {
    const hashed = await app.inject({ url: '/releases/quiz/1.0.0/432.abcdef0123.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject({ url: '/releases/quiz/1.0.0/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/main.0123456789.js' })).headers['cache-control']).toContain('immutable');
  });

  it('compresses what is worth compressing', async () => {
    const response = await app.inject({
      url: '/releases/quiz/1.0.0/432.abcdef0123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves the registry privately and uncached, with integrity, and puts a new browser in a cohort', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['set-cookie']?.[0]).toMatch(
      /^platform_cohort=\d{1,2}; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );
    expect(response.json()).toEqual({
      areas: {
        quiz: {
          version: '1.0.0',
          entry: '/releases/quiz/1.0.0/mf-manifest.json',
          integrity: expect.stringMatching(/^sha384-/),
          manifestIntegrity: expect.stringMatching(/^sha384-/),
          routes: expect.objectContaining({ prefixes: ['/quiz'] }),
          chunks: expect.objectContaining({ QuizList: ['121.abcdef0123.js'] }),
        },
      },
      origins: [],
      overrides: false,
    });
    const again = await app.inject({
      url: '/remotes.json',
      headers: { cookie: `platform_cohort=42; platform_client=${'c'.repeat(22)}` },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('counts load-failure beacons of known releases and ignores the rest', async () => {
    const beacon = (body: unknown) =>
      app.inject({
        method: 'POST',
        url: LOAD_FAILURE_REPORT_PATH,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(body),
      });
    expect((await beacon({ area: 'quiz', version: '1.0.0', reason: 'integrity' })).statusCode).toBe(204);
    expect((await beacon({ area: 'quiz', version: '7.7.7', reason: 'made up' })).statusCode).toBe(204);
    expect((await beacon({ area: 'chat', version: '1.0.0', reason: 'x' })).statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const failures = (await readLoadFailures(path.join(dataDir, 'load-failures.json'))).filter(
      (failure) => failure.kind === 'load',
    );
    expect(failures.map((failure) => `${failure.area} ${failure.version} ${failure.count}`)).toEqual(['quiz 1.0.0 1']);
  });

  it('keeps the admin API off without a token: 404, not the page', async () => {
    const response = await app.inject({ url: '/admin/status' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('proxies /api to the backend', async () => {
    const response = await app.inject({ url: '/api/front/utils/global' });
    expect(response.statusCode).toBe(200);
    expect(response.json().footer.menu_1.label).toBe('دسترسی سریع');
  });

  it('forbids inline and foreign scripts', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['content-security-policy']).not.toContain("unsafe-inline';script");
  });
});

/** A site server on a fresh quiz-only dist and data directory, with these settings on top. */
function serverWith(env: Record<string, string>, apiBaseUrl: string) {
  const base = { DIST_DIR: fakeDist({ quiz: ['1.0.0'] }), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')) };
  return buildServer({ settings: parseSettings({ ...base, LOG_LEVEL: 'silent', ...env }, '/unused'), apiBaseUrl });
}

describe('the /api proxy', () => {
  it('names the one client it determined: the peer, or behind a trusted proxy the address it forwarded', async () => {
    const upstream = Fastify();
    upstream.get('/api/echo', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] }));
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const { port } = upstream.server.address() as AddressInfo;
    const behindCdn = { url: '/api/echo', remoteAddress: '10.0.0.3', headers: { 'x-forwarded-for': '198.51.100.1' } };
    const api = `http://127.0.0.1:${port}/api`;
    const untrusting = await serverWith({}, api);
    const trusting = await serverWith({ TRUST_PROXY: '10.0.0.0/8' }, api);
    try {
      const direct = await untrusting.inject({ url: '/api/echo', remoteAddress: '203.0.113.5' });
      expect(direct.json()).toEqual({ forwardedFor: '203.0.113.5' });
      // A chain from an untrusted peer may be forged: the peer is the client.
      expect((await untrusting.inject(behindCdn)).json()).toEqual({ forwardedFor: '10.0.0.3' });
      // Behind a trusted proxy, each student is told apart from the proxy they all come through.
      expect((await trusting.inject(behindCdn)).json()).toEqual({ forwardedFor: '198.51.100.1' });
    } finally {
      await untrusting.close();
      await trusting.close();
      await upstream.close();
    }
  });
});

describe('behind a TLS proxy', () => {
  const serve = (env: Record<string, string>) => serverWith(env, 'http://127.0.0.1:9/api');
  const overHttps = { url: '/remotes.json', remoteAddress: '10.0.0.3', headers: { 'x-forwarded-proto': 'https' } };

  it('sends the cohort cookie Secure and HSTS when the original request was https, from a trusted proxy', async () => {
    const app = await serve({ TRUST_PROXY: '10.0.0.3' });
    try {
      const response = await app.inject(overHttps);
      expect(response.headers['set-cookie']).toEqual([
        expect.stringMatching(/; Secure$/),
        expect.stringMatching(/; Secure$/),
      ]);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });

  it('believes no X-Forwarded-Proto from a peer it does not trust: no Secure, no HSTS over plain http', async () => {
    const app = await serve({});
    try {
      const response = await app.inject(overHttps);
      expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('writes sitemap URLs on SITE_URL, or its own address, never on the Host a request names', async () => {
    const own = await serve({});
    const public_ = await serve({ SITE_URL: 'https://madrese.example' });
    try {
      const forged = { url: '/sitemap.xml', headers: { host: 'evil.example' } };
      expect((await own.inject(forged)).body).not.toContain('evil.example');
      expect((await own.inject(forged)).body).toContain('<loc>http://127.0.0.1:8080/');
      expect((await public_.inject(forged)).body).toContain('<loc>https://madrese.example/');
    } finally {
      await own.close();
      await public_.close();
    }
  });
});

/** What a raw connection got back, and how long the server let it run: `first`, then `drip` a piece at a time. */
function rawExchange(origin: string, first: string, drip = '', gapMs = 100) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(first));
    let answer = '';
    let left = drip;
    const dripping = setInterval(() => {
      if (!left || socket.destroyed) return;
      socket.write(left.slice(0, 1));
      left = left.slice(1);
    }, gapMs);
    const giveUp = setTimeout(() => socket.destroy(), 6000);
    socket.on('data', (data) => (answer += data.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      const closedAfterMs = Date.now() - started;
      resolve({ answer, closedAfterMs: closedAfterMs >= 6000 ? Infinity : closedAfterMs });
    });
  });
}

/** Whether an answer is Persian and names nothing of the request or the server's insides. */
function expectPersianAndSilent(answer: string, ...notEchoed: string[]) {
  expect(answer).toMatch(/[\u0600-\u06FF]/);
  for (const text of ['FST_', 'Error', 'error', ...notEchoed]) expect(answer).not.toContain(text);
}

describe('a client that is slow, malformed or gone', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let origin: string;
  let upstream: FastifyInstance;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.post('/api/echo', async (request) => ({ got: String(request.body).length }));
    upstream.get('/api/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { late: true };
    });
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const dist = fakeDist({ quiz: ['1.0.0'] });
    writeFileSync(path.join(dist, 'shell', 'main.0123456789.js.map'), '{"sources":["secret.ts"]}');
    const settings = parseSettings(
      {
        DIST_DIR: dist,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')),
        LOG_LEVEL: 'info',
        HEADERS_TIMEOUT_MS: '300',
        REQUEST_TIMEOUT_MS: '600',
      },
      '/unused',
    );
    const { port } = upstream.server.address() as AddressInfo;
    app = await buildServer({
      settings,
      apiBaseUrl: `http://127.0.0.1:${port}/api`,
      logStream: { write: (line) => lines.push(line) },
    });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('cuts off headers sent slowly, with a Persian 408', async () => {
    const { answer, closedAfterMs } = await rawExchange(origin, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.repeat(60));
    expect(closedAfterMs).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expectPersianAndSilent(answer);
  });

  it('cuts off a body sent slowly', async () => {
    const head = `POST ${LOAD_FAILURE_REPORT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 200\r\n\r\n`;
    const { answer, closedAfterMs } = await rawExchange(origin, `${head}{`, 'x'.repeat(199));
    expect(closedAfterMs).toBeLessThan(3000);
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('answers headers too large with a Persian 431 that echoes none of them', async () => {
    const huge = 'a'.repeat(20_000);
    const { answer } = await rawExchange(origin, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${huge}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expectPersianAndSilent(answer, huge.slice(0, 100));
  });

  it('refuses TRACE in Persian, echoing nothing it was sent', async () => {
    const { answer } = await rawExchange(
      origin,
      'TRACE / HTTP/1.1\r\nHost: x\r\nCookie: secret=s3cr3t\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expectPersianAndSilent(answer, 's3cr3t');
  });

  it('answers a badly encoded page URL like a missing page, and a badly encoded API URL in Persian JSON', async () => {
    const get = (target: string) =>
      rawExchange(origin, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const missing = (await get('/nowhere')).answer;
    for (const target of ['/nowhere%ZZ', '/quiz/%E0%A4%A', '/quiz/%FF/']) {
      const { answer } = await get(target);
      expect(answer.split('\r\n')[0]).toBe(missing.split('\r\n')[0]);
      expect(answer).toContain('text/html');
      expect(answer).not.toContain('FST_ERR');
    }
    for (const target of ['/api/front/%FF', '/releases/quiz/%ZZ/remoteEntry.js']) {
      const { answer } = await get(target);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('application/json');
      expectPersianAndSilent(answer, '%FF', '%ZZ', 'front', 'remoteEntry');
    }
  });

  it('logs a client that hangs up (mid-body, or waiting for the API) at info, never as an error or a 500', async () => {
    const { hostname, port } = new URL(origin);
    const hangUp = (request: string) =>
      new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(request);
          setTimeout(() => socket.destroy(), 100);
        });
        socket.on('close', () => resolve());
      });
    lines.length = 0;
    await hangUp(
      `POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 5000\r\n\r\n${'x'.repeat(100)}`,
    );
    await hangUp('GET /api/slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 600));
    const logged = lines.map((line) => JSON.parse(line) as { level: number; res?: { statusCode?: number } });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.filter((line) => line.res?.statusCode === 500)).toEqual([]);
  });

  it('keeps source maps private: not served unless SERVE_SOURCE_MAPS says so', async () => {
    expect((await app.inject({ url: '/main.0123456789.js.map' })).statusCode).toBe(404);
    const dist = fakeDist({ quiz: ['1.0.0'] });
    writeFileSync(path.join(dist, 'shell', 'main.0123456789.js.map'), '{}');
    const settings = parseSettings(
      {
        DIST_DIR: dist,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')),
        LOG_LEVEL: 'silent',
        SERVE_SOURCE_MAPS: 'true',
      },
      '/unused',
    );
    const open = await buildServer({ settings, apiBaseUrl: 'http://127.0.0.1:9/api' });
    try {
      expect((await open.inject({ url: '/main.0123456789.js.map' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('one address per page', () => {
  it('moves a page URL in another case or with a trailing slash to its one address, query kept', async () => {
    const app = await serverWith({}, 'http://127.0.0.1:9/api');
    try {
      const moved = async (url: string) => {
        const response = await app.inject({ url });
        return response.statusCode === 301 ? response.headers.location : response.statusCode;
      };
      expect(await moved('/CONTACTUS')).toBe('/contactus');
      expect(await moved('/contactus/?from=menu')).toBe('/contactus?from=menu');
      expect(await moved('/QUIZ/run/AbC123/')).toBe('/quiz/run/AbC123');
      expect(await moved('/contactus')).toBe(200);
      expect(await moved('/quiz/run/AbC123')).toBe(200);
      expect(await moved('/')).toBe(200);
      // Not pages: the API, the release store, files.
      for (const url of ['/releases/quiz/1.0.0/', '/Main.0123456789.JS/', '/API/front/']) {
        expect(typeof (await moved(url))).toBe('number');
      }
    } finally {
      await app.close();
    }
  });
});
