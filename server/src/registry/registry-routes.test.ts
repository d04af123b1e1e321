import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { LOAD_FAILURE_REPORT_PATH } from '@shared/registry';
import { CLIENT_COOKIE } from '../health/client-id.ts';
import { prepareDataDir } from './first-start.ts';
import { LoadFailureLog, readLoadFailures } from './load-reports.ts';
import { BEACONS_PER_CLIENT_PER_MINUTE, registryRoutes } from './registry-routes.ts';
import { fakeDist, fakeOpsContext, memoryLog } from './release-fixtures.ts';

const SHELL_BUILD = 'main.0123456789.js';

describe('the failure beacon', () => {
  let app: FastifyInstance;
  let log: LoadFailureLog;
  let file: string;

  beforeAll(async () => {
    const dist = fakeDist({ quiz: ['1.0.0'] });
    const { context } = fakeOpsContext(dist);
    await prepareDataDir(context, path.join(dist, 'releases'), memoryLog());
    file = path.join(mkdtempSync(path.join(tmpdir(), 'beacons-')), 'load-failures.json');
    log = new LoadFailureLog(file);
    app = Fastify();
    await app.register(rateLimit, { global: false }); // as the site server does (app.ts)
    registryRoutes(app, {
      registry: context.registry,
      loadFailures: log,
      policy: { origins: [], overrides: false },
      shellBuildId: SHELL_BUILD,
    });
  });

  afterAll(() => app.close());

  const beacon = (body: unknown, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: LOAD_FAILURE_REPORT_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
      remoteAddress,
    });

  async function recorded() {
    await log.flush();
    return (await readLoadFailures(file)).map((s) => `${s.kind} ${s.area}@${s.version} ${s.count} ${s.lastReason}`);
  }

  it('records load failures and hydration errors of served releases, each as what it is', async () => {
    expect((await beacon({ area: 'quiz', version: '1.0.0', reason: 'integrity' })).statusCode).toBe(204);
    expect((await beacon({ kind: 'load', area: 'quiz', version: '1.0.0', reason: 'again' })).statusCode).toBe(204);
    const hydration = { kind: 'hydration', area: 'quiz', version: '1.0.0', reason: 'Hydration  failed\n' };
    expect((await beacon(hydration)).statusCode).toBe(204);
    expect((await beacon({ ...hydration, version: '7.7.7' })).statusCode).toBe(204); // not served: not counted
    expect(await recorded()).toEqual(['load quiz@1.0.0 2 again', 'hydration quiz@1.0.0 1 Hydration failed']);
  });

  it("counts the shell's hydration errors under its build id, or under `shell` for any other id", async () => {
    const shell = { kind: 'hydration', area: 'shell', reason: 'mismatch' };
    expect((await beacon({ ...shell, version: SHELL_BUILD })).statusCode).toBe(204);
    expect((await beacon({ ...shell, version: 'main.ffffffffff.js' })).statusCode).toBe(204);
    expect((await beacon({ ...shell, version: 'shell' })).statusCode).toBe(204);
    expect(await recorded()).toEqual(
      expect.arrayContaining([`hydration shell@${SHELL_BUILD} 1 mismatch`, 'hydration shell@shell 2 mismatch']),
    );
  });

  it('refuses render reports from browsers, the shell as a load failure, and malformed reports', async () => {
    const refused = [
      { kind: 'render', area: 'quiz', version: '1.0.0', reason: 'x' },
      { kind: 'render', area: 'shell', version: 'shell', reason: 'x' },
      { area: 'shell', version: 'shell', reason: 'x' },
      { kind: 'load', area: 'shell', version: SHELL_BUILD, reason: 'x' },
      { kind: 'hydration', area: 'quiz', version: 'main.js', reason: 'x' },
      { kind: 'hydration', area: 'shell', version: 'a/b', reason: 'x' },
      { kind: 'hydration', area: 'shell', version: 'shell', reason: '' },
      { area: 'chat', version: '1.0.0', reason: 'x' },
    ];
    for (const body of refused) expect([body, (await beacon(body)).statusCode]).toEqual([body, 400]);
    expect((await beacon('not json')).statusCode).toBe(400);
  });

  it('keeps a reason as one line of plain text: no terminal escape or line break reaches ops', async () => {
    const forged = { area: 'quiz', version: '1.0.0', reason: 'chunk\u001b[2J\u001b[1;1Hfailed\r\nbadly\u0007' };
    expect((await beacon(forged, '10.0.0.1')).statusCode).toBe(204);
    expect((await recorded()).find((line) => line.startsWith('load quiz@1.0.0'))).toMatch(
      / chunk \[2J \[1;1Hfailed badly$/,
    );
  });

  it('answers 429 past its limit per client and counts none of those, while other clients are still heard', async () => {
    const count = async () =>
      Number((await recorded()).find((line) => line.startsWith('load quiz@1.0.0'))!.split(' ')[2]);
    const report = { area: 'quiz', version: '1.0.0', reason: 'forged' };
    const before = await count();
    for (let sent = 0; sent < BEACONS_PER_CLIENT_PER_MINUTE; sent += 1) {
      expect((await beacon(report, '10.0.0.2')).statusCode).toBe(204);
    }
    expect((await beacon(report, '10.0.0.2')).statusCode).toBe(429);
    expect((await beacon(report, '10.0.0.3')).statusCode).toBe(204);
    expect(await count()).toBe(before + BEACONS_PER_CLIENT_PER_MINUTE + 1);
  });

  it('limits each browser by its client cookie, so students behind one school address do not share a limit', async () => {
    const report = { area: 'quiz', version: '1.0.0', reason: 'behind a router' };
    const fromClient = (client: string) =>
      app.inject({
        method: 'POST',
        url: LOAD_FAILURE_REPORT_PATH,
        headers: { 'content-type': 'text/plain', cookie: `${CLIENT_COOKIE}=${client}` },
        payload: JSON.stringify(report),
        remoteAddress: '10.0.0.9',
      });
    const first = 'a'.repeat(22);
    for (let sent = 0; sent < BEACONS_PER_CLIENT_PER_MINUTE; sent += 1) {
      expect((await fromClient(first)).statusCode).toBe(204);
    }
    expect((await fromClient(first)).statusCode).toBe(429);
    expect((await fromClient('b'.repeat(22))).statusCode).toBe(204);
  });
});
