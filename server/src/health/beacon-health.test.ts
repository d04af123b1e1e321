import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { LOAD_FAILURE_REPORT_PATH } from '@shared/registry';
import { prepareDataDir } from '../registry/first-start.ts';
import { LoadFailureLog } from '../registry/load-reports.ts';
import { registryRoutes } from '../registry/registry-routes.ts';
import { fakeDist, fakeOpsContext, memoryLog } from '../registry/release-fixtures.ts';
import { FileHealthCounts } from '../store/file-health.ts';
import { CLIENT_COOKIE, NO_CLIENT, reportingClient } from './client-id.ts';
import { HealthLog } from './health-log.ts';

const CLIENT_A = `${CLIENT_COOKIE}=${'a'.repeat(22)}`;
const CLIENT_B = `${CLIENT_COOKIE}=${'b'.repeat(22)}`;

describe('the beacon in the health counts', () => {
  let app: FastifyInstance;
  let counts: FileHealthCounts;
  let health: HealthLog;
  let dir: string;

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] });
    const { context } = fakeOpsContext(dist);
    await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
    dir = mkdtempSync(path.join(tmpdir(), 'beacon-health-'));
    counts = new FileHealthCounts(path.join(dir, 'health.json'));
    health = new HealthLog(counts);
    app = Fastify();
    await app.register(rateLimit, { global: false });
    registryRoutes(app, {
      registry: context.registry,
      loadFailures: new LoadFailureLog(path.join(dir, 'load-failures.json')),
      health,
      shellRoutes: async () => [{ path: '/contactus', page: 'Contact', layout: 'default', title: 'تماس با ما' }],
      policy: { origins: [], overrides: false },
      shellBuildId: 'main.0123456789.js',
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const beacon = (body: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: LOAD_FAILURE_REPORT_PATH,
      headers: { 'content-type': 'text/plain', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body),
    });

  async function rows() {
    await health.flush();
    return (await counts.since('1970-01-01T00:00:00.000Z'))
      .map((row) => `${row.kind} ${row.area}@${row.version} ${row.route || '-'} ${row.client} ${row.count}`)
      .sort();
  }

  it('counts crashes, load failures and hydration errors per route pattern and client', async () => {
    const crash = { kind: 'crash', area: 'quiz', version: '1.0.0', reason: 'boom', route: '/quiz/run/:code' };
    expect((await beacon(crash, CLIENT_A)).statusCode).toBe(204);
    expect((await beacon(crash, CLIENT_A)).statusCode).toBe(204);
    expect((await beacon(crash, CLIENT_B)).statusCode).toBe(204);
    // An older shell's report (no route) and a route the release does not name: counted, with no route.
    expect((await beacon({ area: 'quiz', version: '1.0.0', reason: 'chunk' }, CLIENT_A)).statusCode).toBe(204);
    expect((await beacon({ ...crash, route: '/quiz/ali' }, CLIENT_B)).statusCode).toBe(204);
    const shellHydration = { kind: 'hydration', area: 'shell', version: 'main.0123456789.js', reason: 'x' };
    expect((await beacon({ ...shellHydration, route: '/contactus' })).statusCode).toBe(204);
    const a = reportingClient(CLIENT_A);
    const b = reportingClient(CLIENT_B);
    expect(await rows()).toEqual(
      [
        `crash quiz@1.0.0 /quiz/run/:code ${a} 2`,
        `crash quiz@1.0.0 /quiz/run/:code ${b} 1`,
        `crash quiz@1.0.0 - ${b} 1`,
        `hydration shell@main.0123456789.js /contactus ${NO_CLIENT} 1`,
        `load quiz@1.0.0 - ${a} 1`,
      ].sort(),
    );
    // The store holds a hash of the client id, never the cookie.
    expect(a).not.toContain('a'.repeat(22));
  });

  it('refuses a route that is no route pattern: an address, a query, a full URL', async () => {
    const crash = { kind: 'crash', area: 'quiz', version: '1.0.0', reason: 'boom' };
    for (const route of ['/quiz/run/12?student=ali', 'https://example.com/quiz', 'quiz', '/quiz/علی', '/a b']) {
      expect([route, (await beacon({ ...crash, route }, CLIENT_A)).statusCode]).toEqual([route, 400]);
    }
  });

  it('gives a browser seen for the first time an anonymous HttpOnly client id beside its cohort', async () => {
    const first = await app.inject({ method: 'GET', url: '/remotes.json' });
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    expect(cookies).toEqual([
      expect.stringMatching(/^platform_cohort=\d+;.*HttpOnly/),
      expect.stringMatching(/^platform_client=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/),
    ]);
    const again = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { cookie: `platform_cohort=5; ${CLIENT_A}` },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});
