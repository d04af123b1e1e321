import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiProxy, API_TIMED_OUT, API_UNREACHABLE } from './api-proxy.ts';

const SITE_CLIENT = { 'x-requested-with': 'XMLHttpRequest' };
const LOGIN = { userData: { id: 1, fullName: 'سارا محمدی' }, message: 'ورود با موفقیت انجام شد.' };

/** An API that logs in with a fixed token and tells what credentials reached it. */
async function fakeApi(): Promise<FastifyInstance> {
  const api = Fastify();
  api.post('/api/auth/otp-confirm', async () => ({ accessToken: 'secret-token', ...LOGIN }));
  api.get('/api/auth/user', async (request, reply) =>
    request.headers.authorization === 'Bearer secret-token'
      ? { data: { fullName: 'سارا محمدی' }, cookie: request.headers.cookie ?? null }
      : reply.code(401).send({ message: 'Unauthenticated.' }),
  );
  api.post('/api/auth/logout', async () => ({ message: 'از حساب کاربری خود خارج شدید.' }));
  api.get('/api/auth/logout', async () => ({ message: 'از حساب کاربری خود خارج شدید.' }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  return api;
}

async function proxyTo(apiBaseUrl: string, responseMs = 10_000): Promise<FastifyInstance> {
  const app = Fastify();
  await apiProxy(app, apiBaseUrl, { timeouts: { connectMs: 1_000, responseMs } });
  return app;
}

const portOf = (server: net.Server) => (server.address() as AddressInfo).port;

describe('the /api proxy keeps the session token out of the page', () => {
  let api: FastifyInstance;
  let app: FastifyInstance;
  beforeAll(async () => {
    api = await fakeApi();
    app = await proxyTo(`http://127.0.0.1:${portOf(api.server)}/api`);
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  it('takes the token out of a login answer into an HttpOnly cookie, with a plain signed_in beside it', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/auth/otp-confirm', headers: SITE_CLIENT });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(LOGIN);
    expect(answer.body).not.toContain('secret-token');
    const cookies = [answer.headers['set-cookie']].flat();
    expect(cookies).toEqual([
      'accessToken=secret-token; Max-Age=604800; Path=/; SameSite=Lax; HttpOnly',
      'signed_in=1; Max-Age=604800; Path=/; SameSite=Lax',
    ]);
  });

  it('marks the cookies Secure when the student came over https', async () => {
    const secure = Fastify({ trustProxy: true });
    await apiProxy(secure, `http://127.0.0.1:${portOf(api.server)}/api`);
    const answer = await secure.inject({
      method: 'POST',
      url: '/api/auth/otp-confirm',
      headers: { ...SITE_CLIENT, 'x-forwarded-proto': 'https' },
    });
    expect(
      [answer.headers['set-cookie']]
        .flat()
        .every((cookie) => cookie?.endsWith('Secure') || cookie?.includes('Secure;')),
    ).toBe(true);
    await secure.close();
  });

  it('opens no session from a login a cross-site form sent, and gives it no token either', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/auth/otp-confirm' });
    expect(answer.json()).toEqual(LOGIN);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('adds the bearer from the cookie only to a call of the site’s own client, and never passes the cookie on', async () => {
    const cookie = 'accessToken=secret-token; signed_in=1; theme=dark';
    const own = await app.inject({ url: '/api/auth/user', headers: { ...SITE_CLIENT, cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ cookie: 'theme=dark' });

    const crossSiteLink = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(crossSiteLink.statusCode).toBe(401);
    const crossSiteFetch = await app.inject({
      url: '/api/auth/user',
      headers: { ...SITE_CLIENT, cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSiteFetch.statusCode).toBe(401);
  });

  it('a cross-site GET to logout neither ends the session nor clears its cookies', async () => {
    const answer = await app.inject({
      url: '/api/auth/logout',
      headers: { cookie: 'accessToken=secret-token; signed_in=1' },
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
    const still = await app.inject({
      url: '/api/auth/user',
      headers: { ...SITE_CLIENT, cookie: 'accessToken=secret-token' },
    });
    expect(still.statusCode).toBe(200);
  });

  it('clears both cookies on the site’s logout, and on a 401 to the token it sent', async () => {
    const cleared = [
      'accessToken=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
      'signed_in=; Max-Age=0; Path=/; SameSite=Lax',
    ];
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...SITE_CLIENT, cookie: 'accessToken=secret-token; signed_in=1' },
    });
    expect([logout.headers['set-cookie']].flat()).toEqual(cleared);
    const refused = await app.inject({
      url: '/api/auth/user',
      headers: { ...SITE_CLIENT, cookie: 'accessToken=an-ended-token; signed_in=1' },
    });
    expect(refused.statusCode).toBe(401);
    expect([refused.headers['set-cookie']].flat()).toEqual(cleared);
  });

  it('keeps the proxy to the API’s own path: dot segments reach nothing beside it', async () => {
    const answer = await app.inject({ url: '/api/%2e%2e/admin' });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the /api proxy bounds its waits', () => {
  let stalled: net.Server;
  const held = new Set<net.Socket>();
  beforeAll(async () => {
    // A paused API: it takes the connection and never answers.
    stalled = net.createServer((socket) => {
      // Reads the request (so it sees the proxy hang up) and never answers.
      socket.resume();
      held.add(socket);
      socket.once('close', () => held.delete(socket));
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => stalled.close(resolve));
  });

  it('answers a paused API with a Persian 504 within its bound, and lets the connection go', async () => {
    const app = await proxyTo(`http://127.0.0.1:${portOf(stalled)}/api`, 300);
    const started = Date.now();
    const answer = await app.inject({ url: '/api/front/home' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.statusCode).toBe(504);
    expect(answer.json()).toEqual({ message: API_TIMED_OUT });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.size).toBe(0);
    await app.close();
  });

  it('ends the call to the API when the client hangs up', async () => {
    const app = await proxyTo(`http://127.0.0.1:${portOf(stalled)}/api`, 10_000);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    const call = fetch(`http://127.0.0.1:${portOf(app.server)}/api/front/home`, { signal: controller.signal });
    while (held.size === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await call.catch(() => undefined);
    for (let tries = 0; held.size > 0 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held.size).toBe(0);
    await app.close();
  });

  it('answers an API that is gone with a Persian 502 that names no address', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    const app = await proxyTo(`http://127.0.0.1:${port}/api`);
    const answer = await app.inject({ url: '/api/front/home' });
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ message: API_UNREACHABLE });
    expect(answer.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
    await app.close();
  });
});
