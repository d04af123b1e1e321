import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiProxy, MAX_API_BODY_BYTES } from './api-proxy.ts';

/** A site server with only the proxy, in front of an upstream that echoes what reached it. */
async function proxyInFrontOfEcho(): Promise<{ app: FastifyInstance; upstream: FastifyInstance; seen: string[] }> {
  const seen: string[] = [];
  const upstream = Fastify({ bodyLimit: MAX_API_BODY_BYTES });
  upstream.post('/api/echo', async (request) => {
    seen.push(request.url);
    return { expect: request.headers.expect ?? null, size: JSON.stringify(request.body).length };
  });
  await upstream.listen({ host: '127.0.0.1', port: 0 });
  const app = Fastify();
  await apiProxy(app, `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}/api`);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, upstream, seen };
}

describe('the /api proxy', () => {
  let proxy: Awaited<ReturnType<typeof proxyInFrontOfEcho>>;
  let origin: string;
  beforeAll(async () => {
    proxy = await proxyInFrontOfEcho();
    origin = `http://127.0.0.1:${(proxy.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await proxy.app.close();
    await proxy.upstream.close();
  });

  it('answers `Expect: 100-continue` itself and passes the call on without it (it was a 500)', async () => {
    const { request } = await import('node:http');
    const body = JSON.stringify({ mobile: '09120000000' });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = request(`${origin}/api/echo`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      call.on('continue', () => call.end(body));
      call.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      call.on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ expect: null, size: body.length });
  });

  it('refuses a JSON body over 1 MB with 413 and a Persian message, sending none of it on', async () => {
    const before = proxy.seen.length;
    const response = await fetch(`${origin}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'ا'.repeat(MAX_API_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()) as unknown).toEqual({ message: expect.stringContaining('بزرگ‌تر از حد مجاز') });
    expect(proxy.seen.length).toBe(before);
  });

  it('asks a body without a length (chunked) for one, with 411, instead of streaming an unbounded body on', async () => {
    const before = proxy.seen.length;
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"text":"'));
        controller.enqueue(new TextEncoder().encode('a'.repeat(2 * MAX_API_BODY_BYTES)));
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    });
    const response = await fetch(`${origin}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(411);
    expect(proxy.seen.length).toBe(before);
  });

  it('passes a body under the limit on', async () => {
    const response = await fetch(`${origin}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'a'.repeat(1000) }),
    });
    expect(response.status).toBe(200);
  });
});
