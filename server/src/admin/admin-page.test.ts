import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { fakeDist, fakeOpsContext } from '../registry/release-fixtures.ts';

const SARA = 'sara-token-0123456789abcdef';

describe('the ops page at /admin', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'], blog: ['1.0.0'] }, { shellNodeBuild: true });
    const { settings } = fakeOpsContext(dist, { ADMIN_TOKENS: `Sara Ahmadi=${SARA}` });
    app = await buildServer({ settings, apiBaseUrl: 'http://127.0.0.1:9/api' });
  });

  afterAll(() => app.close());

  const signIn = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/admin/session',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });

  it('asks for a token, in Persian, and keeps a wrong one with a clear message', async () => {
    const form = await app.inject({ url: '/admin' });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.body).toContain('<html lang="fa" dir="rtl">');
    expect(form.body).toContain('<label for="token">توکن مدیریت</label>');
    expect(form.body).toContain('noindex');
    const wrong = await signIn('not-"a"-token-<b>');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('این توکن شناخته نیست');
    expect(wrong.body).toContain('value="not-&quot;a&quot;-token-&lt;b&gt;"');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('signs a person in with their token and shows each area, ops status and the histories; signing out ends it', async () => {
    const signedIn = await signIn(SARA);
    expect(signedIn.statusCode).toBe(303);
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/^platform_admin=.+; Max-Age=28800; Path=\/admin; HttpOnly; SameSite=Strict$/);
    const page = await app.inject({ url: '/admin', headers: { cookie: cookie.split(';')[0]! } });
    expect(page.body).toContain('وارد شده به نام <strong>Sara Ahmadi</strong>');
    for (const area of ['learn', 'quiz', 'dehkhoda', 'blog', 'profile']) {
      expect(page.body).toContain(`<th scope="row">${area}</th>`);
    }
    expect(page.body).toMatch(/<tr><th scope="row">quiz<\/th><td dir="ltr">1\.0\.0<\/td>/);
    expect(page.body).toContain('registry revision 1');
    expect(page.body).toContain('health per release');
    expect(page.body).toContain('<summary>تاریخچهٔ quiz</summary>');
    // The cookie is for the page only: the JSON API still needs the token in a header.
    const api = await app.inject({ url: '/admin/status', headers: { cookie: cookie.split(';')[0]! } });
    expect(api.statusCode).toBe(401);
    const out = await app.inject({ method: 'POST', url: '/admin/session/end' });
    expect(String(out.headers['set-cookie'])).toMatch(/^platform_admin=; Max-Age=0;/);
  });
});
