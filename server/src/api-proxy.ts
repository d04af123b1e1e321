import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';

/** The largest body of an API call: the API contract's 1 MB for JSON and forms. */
export const MAX_API_BODY_BYTES = 1024 * 1024;
/** The largest upload (multipart) passed on: the API refuses images over 2 MB with its own message; this is the hard stop. */
export const MAX_API_UPLOAD_BYTES = 8 * 1024 * 1024;

const TOO_LARGE = 'درخواست بزرگ‌تر از حد مجاز است؛ حجم آن را کم کنید و دوباره بفرستید.';
const LENGTH_REQUIRED = 'حجم درخواست باید از پیش معلوم باشد (Content-Length).';

/** The most a request may carry, by its type. */
function limitFor(request: FastifyRequest): number {
  return (request.headers['content-type'] ?? '').startsWith('multipart/') ? MAX_API_UPLOAD_BYTES : MAX_API_BODY_BYTES;
}

/**
 * Refuses a body over the limit before any of it is sent on: the API would stop reading it and close the
 * connection, and the proxy, still writing, would answer 500 for what is the client's mistake.
 */
async function refuseOversizedBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const declared = request.headers['content-length'];
  // A body without a length (chunked) could be any size: the browser always sends one, so one is required.
  if (declared === undefined && request.headers['transfer-encoding']) {
    await reply.code(411).header('connection', 'close').send({ message: LENGTH_REQUIRED });
    return;
  }
  if (Number(declared ?? 0) > limitFor(request)) {
    await reply.code(413).header('connection', 'close').send({ message: TOO_LARGE });
  }
}

/**
 * `/api` goes to the API as it is, with two exceptions. `Expect: 100-continue` (curl's default for a large
 * body) is answered here, by Node, and not passed on: the proxy's client refuses to send it, which made every
 * such call a 500. And `X-Forwarded-For` names one client, the one this server determined: behind the
 * proxies of TRUST_PROXY the student's address, else the connection's peer (a chain a client sent is not
 * believed). The API trusts only this server's hop, so it keys its rate limit on each student, not on a
 * proxy every student of a school comes through.
 */
export async function apiProxy(app: FastifyInstance, apiBaseUrl: string): Promise<void> {
  const api = new URL(apiBaseUrl);
  await app.register(httpProxy, {
    upstream: api.origin,
    prefix: '/api',
    rewritePrefix: api.pathname.replace(/\/$/, ''),
    preHandler: refuseOversizedBody,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'expect')),
        'x-forwarded-for': request.ip,
      }),
    },
  });
}
