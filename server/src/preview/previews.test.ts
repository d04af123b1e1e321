import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { fakeDist, fakeOpsContext, writeRelease } from '../registry/release-fixtures.ts';
import { runOps } from '../ops/cli.ts';

describe('previews', () => {
  let app: FastifyInstance;
  let link: URL;

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] }, { shellNodeBuild: true });
    const { settings, context } = fakeOpsContext(dist);
    app = await buildServer({ settings, apiBaseUrl: 'http://127.0.0.1:9/api' });
    await context.releases.publish('quiz', '1.1.0', writeRelease(path.join(dist, 'next'), 'quiz', '1.1.0'));
    const env = { DIST_DIR: dist, DATA_DIR: settings.DATA_DIR, API_BASE_URL: 'http://127.0.0.1:9/api' };
    const printed = await runOps(['preview', 'quiz', '1.1.0', '--for', '10m', '--path', '/quiz'], env, dist);
    expect(printed).toMatch(/^preview of quiz 1\.1\.0 until .*\nhttp:\/\/127\.0\.0\.1:8080\/preview\?token=/);
    link = new URL(printed.split('\n')[1]!);
  });

  afterAll(() => app.close());

  const remotes = (cookie?: string) => app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });

  it('gives the browser that opens the link the previewed release, with a banner, and nobody else', async () => {
    const opened = await app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/quiz');
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^platform_preview=.+\..+$/);
    const previewed = await remotes(cookie);
    expect(previewed.json().areas.quiz).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });
    expect(previewed.json().preview).toMatchObject({ releases: { quiz: '1.1.0' } });
    expect(previewed.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await remotes()).json().areas.quiz.version).toBe('1.0.0');
    expect((await remotes()).json().preview).toBeUndefined();
  });

  it('refuses a changed or foreign token with a Persian message, and ends a preview on request', async () => {
    const token = link.searchParams.get('token')!;
    const forged = await app.inject({ url: `/preview?token=${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(410);
    expect(forged.body).toContain('پیوند پیش‌نمایش معتبر نیست');
    expect((await remotes(`platform_preview=${token.slice(0, -2)}xx`)).json().areas.quiz.version).toBe('1.0.0');
    const ended = await app.inject({ url: '/preview/end' });
    expect(String(ended.headers['set-cookie'])).toMatch(/^platform_preview=; Max-Age=0;/);
  });
});
