import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.ts';
import { fakeDist, fakeOpsContext } from '../registry/release-fixtures.ts';

const METRICS = 'metrics-token-0123456789abcdef';

describe('pages with server rendering off (SERVER_RENDERING=false)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] }, { shellNodeBuild: true });
    const { settings } = fakeOpsContext(dist, { SERVER_RENDERING: 'false', METRICS_TOKEN: METRICS });
    app = await buildServer({ settings, apiBaseUrl: 'http://127.0.0.1:9/api' });
  });

  afterAll(() => app.close());

  it('answer the shell for the browser to draw, give a first visit its cookies, and count it as drawn by the browser', async () => {
    const page = await app.inject({ url: '/quiz?grade=7' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).not.toContain('server-state');
    expect(String(page.headers['set-cookie'])).toMatch(/platform_cohort=\d+/);
    const metrics = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } });
    expect(metrics.body).toMatch(/^platform_page_render_seconds_count\{[^}]*outcome="browser"\} 1$/m);
  });
});
