import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startDevApi } from 'dev-api';
import { buildServer } from './app.ts';
import { parseSettings } from './settings.ts';

function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'shell'), { recursive: true });
  writeFileSync(
    path.join(dist, 'shell', 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><body>shell</body></html>',
  );
  writeFileSync(path.join(dist, 'shell', 'main.0123456789.js'), 'console.log("shell")');
  const release = path.join(dist, 'releases', 'quiz', '1.0.0');
  mkdirSync(release, { recursive: true });
  writeFileSync(path.join(release, 'mf-manifest.json'), '{"id":"mf_quiz"}');
  writeFileSync(path.join(release, 'remoteEntry.js'), 'var mf_quiz;');
  writeFileSync(path.join(release, '432.abcdef0123.js'), 'x'.repeat(4000));
  return dist;
}

describe('site server', () => {
  let app: FastifyInstance;
  let api: Awaited<ReturnType<typeof startDevApi>>;

  beforeAll(async () => {
    api = await startDevApi(0, { dataDir: mkdtempSync(path.join(tmpdir(), 'dev-api-')) });
    const settings = parseSettings(
      { DIST_DIR: fakeDist(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')), LOG_LEVEL: 'silent' },
      '/unused',
    );
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

  it('answers a missing script with a real 404, not the page HTML', async () => {
    const response = await app.inject({ url: '/main.deadbeef00.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
    const release = await app.inject({ url: '/releases/quiz/9.9.9/remoteEntry.js' });
    expect(release.statusCode).toBe(404);
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

  it('serves the registry uncached, created from the newest builds', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      areas: { quiz: { version: '1.0.0', entry: '/releases/quiz/1.0.0/mf-manifest.json' } },
    });
  });

  it('proxies /api to the backend', async () => {
    const response = await app.inject({ url: '/api/front/utils/global' });
    expect(response.statusCode).toBe(200);
    expect(response.json().footer.menu_1.label).toBe('دسترسی سریع');
  });

  it('forbids inline and foreign scripts', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain("unsafe-inline';script");
  });
});
