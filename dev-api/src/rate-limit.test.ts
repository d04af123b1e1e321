import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildDevApi } from './app.ts';

describe('the rate limit counts each client, not the proxy in front', () => {
  let api: FastifyInstance;

  beforeAll(async () => {
    api = await buildDevApi({
      dataDir: mkdtempSync(path.join(tmpdir(), 'dev-api-')),
      rateLimitPerMinute: 2,
      log: () => {},
    });
  });
  afterAll(() => api.close());

  /** A request through the site server on this machine, on behalf of `client`. */
  const viaSiteServer = (client: string) =>
    api.inject({ url: '/api/front/utils/global', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });

  it('answers 429 in Persian to the client over its limit while another client still gets through', async () => {
    expect((await viaSiteServer('198.51.100.1')).statusCode).toBe(200);
    expect((await viaSiteServer('198.51.100.1')).statusCode).toBe(200);
    const limited = await viaSiteServer('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.');
    expect((await viaSiteServer('198.51.100.2')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the loopback proxy', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.50' };
    const direct = () => api.inject({ url: '/api/front/utils/global', remoteAddress: '203.0.113.9', headers: forged });
    expect((await direct()).statusCode).toBe(200);
    expect((await direct()).statusCode).toBe(200);
    expect((await direct()).statusCode).toBe(429);
    // The forged address itself was never charged.
    expect((await viaSiteServer('198.51.100.50')).statusCode).toBe(200);
  });
});
