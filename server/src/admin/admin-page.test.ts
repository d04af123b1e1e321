import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { fakeDist, fakeOpsContext } from '../registry/release-fixtures.ts';
import { recordPreview } from '../registry/preview-record.ts';

const SARA = 'sara-token-0123456789abcdef';

describe('the ops page at /admin', () => {
  let app: FastifyInstance;
  let ops: ReturnType<typeof fakeOpsContext>['context'];

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'], blog: ['1.0.0'] }, { shellNodeBuild: true });
    const { settings, context } = fakeOpsContext(dist, { ADMIN_TOKENS: `Sara Ahmadi=${SARA}` });
    ops = context;
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

  it('lists the preview links that still work, with who made them, until when and why', async () => {
    const cookie = String((await signIn(SARA)).headers['set-cookie']).split(';')[0]!;
    const before = await app.inject({ url: '/admin', headers: { cookie } });
    expect(before.body).toContain('پیش‌نمایش بازی نیست');
    const link = 'http://127.0.0.1:8080/preview?token=abc.def&to=%2Fquiz';
    const hourAgo = new Date(Date.now() - 3_600_000);
    await recordPreview(ops, { quiz: '1.0.0' }, { actor: 'Reza', reason: 'new <list>' }, { until: hourAgo, link });
    await recordPreview(
      ops,
      { quiz: '1.0.0', blog: '1.0.0' },
      { actor: 'Sara Ahmadi', reason: 'review the new list' },
      { until: new Date(Date.now() + 3_600_000), link },
    );
    const page = await app.inject({ url: '/admin', headers: { cookie } });
    expect(page.body).toContain(
      `<a href="http://127.0.0.1:8080/preview?token=abc.def&amp;to=%2Fquiz">پیوند پیش‌نمایش quiz 1.0.0</a>`,
    );
    expect(page.body).toContain('پیوند پیش‌نمایش blog 1.0.0');
    expect(page.body).toContain('<td>review the new list</td>');
    // The expired one is history, not an open preview.
    expect(page.body).not.toContain('new &lt;list&gt;</td>');
    expect(page.body).toContain('open previews (ops preview):');
    expect(page.body).toMatch(/ {2}quiz 1\.0\.0 by Sara Ahmadi until \d{4}-/);
  });
});
