import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { VITALS_REPORT_PATH } from '@shared/registry';
import { CLIENT_COOKIE } from '../health/client-id.ts';
import { HealthLog } from '../health/health-log.ts';
import { SERVER_SEEN } from '../health/health-rows.ts';
import { releaseVitals } from '../health/release-vitals.ts';
import { VitalsLog } from '../health/vitals-log.ts';
import { prepareDataDir } from '../registry/first-start.ts';
import { LoadFailureLog } from '../registry/load-reports.ts';
import { registryRoutes } from '../registry/registry-routes.ts';
import { fakeDist, fakeOpsContext, memoryLog } from '../registry/release-fixtures.ts';
import { FileHealthCounts } from '../store/file-health.ts';
import { FileVitalsCounts } from '../store/file-vitals.ts';
import { metricsRoute } from './metrics-route.ts';
import { parsePrometheusText } from './prometheus-text.ts';
import { SiteMetrics } from './site-metrics.ts';

const TOKEN = 'metrics-token-0123456789';
const ADMIN = 'admin-token-0123456789ab';
const client = (letter: string) => `${CLIENT_COOKIE}=${letter.repeat(22)}`;

describe('the Web Vitals beacon and /metrics', () => {
  let app: FastifyInstance;
  let dir: string;
  let vitalsCounts: FileVitalsCounts;
  let vitals: VitalsLog;
  let health: HealthLog;
  const metrics = new SiteMetrics({ processMetrics: false });

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] });
    const { context } = fakeOpsContext(dist);
    await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
    dir = mkdtempSync(path.join(tmpdir(), 'metrics-route-'));
    vitalsCounts = new FileVitalsCounts(path.join(dir, 'vitals.json'));
    vitals = new VitalsLog(vitalsCounts);
    health = new HealthLog(new FileHealthCounts(path.join(dir, 'health.json')), undefined, (row) =>
      metrics.countHealth(row),
    );
    app = Fastify();
    await app.register(rateLimit, { global: false });
    registryRoutes(app, {
      registry: context.registry,
      loadFailures: new LoadFailureLog(path.join(dir, 'load-failures.json')),
      health,
      vitals,
      onVital: (vital) => metrics.observeVital(vital),
      policy: { origins: [], overrides: false },
      shellBuildId: 'main.0123456789.js',
    });
    metricsRoute(app, { metrics, tokens: [TOKEN, ADMIN] });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const beacon = (body: unknown, cookie = client('a')) =>
    app.inject({
      method: 'POST',
      url: VITALS_REPORT_PATH,
      headers: { 'content-type': 'text/plain', cookie },
      payload: JSON.stringify(body),
    });
  const scrape = (token = TOKEN) =>
    app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

  it('counts the vitals of releases it serves into the store, and drops the rest without an error', async () => {
    const lcp = { metric: 'LCP', value: 1900, area: 'quiz', version: '1.0.0', route: '/quiz' };
    expect((await beacon(lcp)).statusCode).toBe(204);
    expect((await beacon({ ...lcp, value: 2400 }, client('b'))).statusCode).toBe(204);
    expect((await beacon({ ...lcp, metric: 'CLS', value: 0.02 })).statusCode).toBe(204);
    // A version the registry does not serve, and the shell's build under another name: not counted.
    expect((await beacon({ ...lcp, version: '9.9.9' })).statusCode).toBe(204);
    expect((await beacon({ ...lcp, area: 'shell', version: 'main.forged.js' })).statusCode).toBe(204);
    expect((await beacon({ ...lcp, value: -5 })).statusCode).toBe(400);
    expect((await beacon({ ...lcp, route: '/quiz/12?name=ali' })).statusCode).toBe(400);
    await vitals.flush();
    const window = { from: '1970-01-01T00:00:00.000Z', to: '2999-01-01T00:00:00.000Z' };
    const stored = await vitalsCounts.since(window.from);
    // 1900 and 2400 ms: rank 1.5 of 2 is half-way through (2250, 2500].
    expect(releaseVitals(stored, { area: 'quiz', version: '1.0.0' }, window)).toEqual({
      metrics: { LCP: { p75: 2375, count: 2 }, CLS: { p75: expect.closeTo(0.01875, 10), count: 1 } },
      clients: 2,
    });
    expect(new Set(stored.map((row) => `${row.area}@${row.version}`))).toEqual(new Set(['quiz@1.0.0']));
  });

  it('serves pages, failures, render latency and vitals in Prometheus text, only with a token', async () => {
    health.record({ kind: 'pages', area: 'quiz', version: '1.0.0', route: '/quiz', client: SERVER_SEEN });
    health.record({ kind: 'render', area: 'quiz', version: '1.0.0', route: '/quiz', client: SERVER_SEEN });
    metrics.observeRender({ area: 'quiz', version: '1.0.0' }, 0.042, 'rendered');

    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape('wrong-token-0123456789')).statusCode).toBe(401);
    expect((await scrape(ADMIN)).statusCode).toBe(200);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { samples, types } = parsePrometheusText(response.body);
    const value = (name: string, labels: Record<string, string>) =>
      samples.find((sample) => sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v))
        ?.value;
    expect(types.get('platform_pages_served_total')).toBe('counter');
    expect(value('platform_pages_served_total', { area: 'quiz', version: '1.0.0' })).toBe(1);
    expect(value('platform_failures_total', { kind: 'render', area: 'quiz', version: '1.0.0' })).toBe(1);
    expect(types.get('platform_page_render_seconds')).toBe('histogram');
    expect(value('platform_page_render_seconds_bucket', { outcome: 'rendered', le: '0.05' })).toBe(1);
    expect(types.get('platform_web_vitals_lcp_seconds')).toBe('histogram');
    expect(value('platform_web_vitals_lcp_seconds_bucket', { area: 'quiz', version: '1.0.0', le: '2' })).toBe(1);
    expect(value('platform_web_vitals_lcp_seconds_count', { area: 'quiz', version: '1.0.0' })).toBe(2);
    // Bounds as written: ms divided by 1000, never a binary fraction's tail.
    expect(response.body).toContain('platform_web_vitals_lcp_seconds_bucket{le="0.7",area="quiz",version="1.0.0"} 0');
    expect(value('platform_web_vitals_cls_count', { area: 'quiz', version: '1.0.0' })).toBe(1);
  });

  it('is off (404) without a token, and the reader refuses text that is not Prometheus', async () => {
    const off = Fastify();
    metricsRoute(off, { metrics, tokens: [undefined, undefined] });
    expect((await off.inject({ url: '/metrics' })).statusCode).toBe(404);
    await off.close();
    expect(() => parsePrometheusText('platform_x 1\n')).toThrow(/no TYPE/);
    expect(() => parsePrometheusText('# TYPE x counter\nx{a="1" 2\n')).toThrow();
    expect(() =>
      parsePrometheusText('# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\nh_sum 1\n'),
    ).toThrow(/cumulative/);
  });
});
