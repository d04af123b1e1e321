import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { memoryLog } from '../registry/release-fixtures.ts';
import { postAlert, type RolloutStopAlert } from './alert-webhook.ts';

const alert: RolloutStopAlert = {
  event: 'rollout-stopped',
  area: 'quiz',
  version: '1.1.0',
  current: '1.0.0',
  percent: 5,
  signal: 'crash',
  route: '/quiz/run/:code',
  rate: 0.2,
  threshold: 0.005,
  reason: 'crash 20.00 % on /quiz/run/:code passed 0.50 %',
  at: '2026-11-27T10:00:00.000Z',
};

async function listen(handle: (request: IncomingMessage, body: string) => { status: number } | 'hang') {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const answer = handle(request, body);
      if (answer !== 'hang') response.writeHead(answer.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/T0K3N`;
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

describe('the alert webhook', () => {
  it('is POSTed the stop as JSON', async () => {
    const received: unknown[] = [];
    const hook = await listen((request, body) => {
      received.push({ method: request.method, type: request.headers['content-type'], body: JSON.parse(body) });
      return { status: 204 };
    });
    try {
      expect(await postAlert(hook.url, alert, memoryLog())).toBe(true);
      expect(received).toEqual([{ method: 'POST', type: 'application/json', body: alert }]);
    } finally {
      await hook.close();
    }
  });

  it('that hangs is given up after its timeout, and a failing one is logged without its address', async () => {
    const hung = await listen(() => 'hang');
    const log = memoryLog();
    try {
      const started = Date.now();
      expect(await postAlert(hung.url, alert, log, 300)).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await hung.close();
    }
    const failing = await listen(() => ({ status: 500 }));
    try {
      expect(await postAlert(failing.url, alert, log)).toBe(false);
    } finally {
      await failing.close();
    }
    expect(await postAlert('http://127.0.0.1:1/hooks/T0K3N', alert, log)).toBe(false);
    expect(log.lines).toHaveLength(3);
    expect(log.lines.join('\n')).not.toMatch(/T0K3N|127\.0\.0\.1/);
    expect(log.lines[1]).toMatch(/answered 500 to the stop of quiz 1\.1\.0/);
  });
});
