import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  callUpstream,
  DEFAULT_API_TIMEOUTS,
  upstreamAgents,
  UpstreamFailure,
  type UpstreamTimeouts,
} from './api-upstream.ts';
import { takeTokenOut, tokenAnswerPaths } from './api-token-answer.ts';
import {
  clearedSessionCookies,
  isSiteClientRequest,
  sessionCookies,
  sessionToken,
  withoutSessionCookies,
} from './session-cookie.ts';

/** The largest body of an API call: the API contract's 1 MB for JSON and forms. */
export const MAX_API_BODY_BYTES = 1024 * 1024;
/** The largest upload (multipart) passed on: the API refuses images over 2 MB with its own message; this is the hard stop. */
export const MAX_API_UPLOAD_BYTES = 8 * 1024 * 1024;

const TOO_LARGE = 'درخواست بزرگ‌تر از حد مجاز است؛ حجم آن را کم کنید و دوباره بفرستید.';
const LENGTH_REQUIRED = 'حجم درخواست باید از پیش معلوم باشد (Content-Length).';
/** 502: the API could not be reached, or broke the connection. Names nothing internal. */
export const API_UNREACHABLE = 'ارتباط با سرور داده‌ها برقرار نشد؛ چند لحظهٔ دیگر دوباره تلاش کنید.';
/** 504: the API did not answer within the proxy's bound. */
export const API_TIMED_OUT = 'سرور داده‌ها به‌موقع پاسخ نداد؛ چند لحظهٔ دیگر دوباره تلاش کنید.';

/** Headers that belong to one connection (RFC 9110 section 7.6.1), never passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'expect'];

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

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name) && !named.includes(name)),
  );
}

/** Settings of the proxy; every one has a default. */
export interface ApiProxyOptions {
  timeouts?: Partial<UpstreamTimeouts>;
}

/**
 * `/api` goes to the API with these changes:
 * - `Expect: 100-continue` (curl's default for a large body) is answered here, by Node, and not passed on.
 * - `X-Forwarded-For` names one client, the one this server determined: behind the proxies of TRUST_PROXY
 *   the student's address, else the connection's peer (a chain a client sent is not believed).
 * - The session: the token lives in an HttpOnly cookie this server sets from a login answer (whose body
 *   reaches the page without it) and clears on logout; it becomes the `Authorization: Bearer` header only
 *   for a call of the site's own script (session-cookie.ts), so a cross-site link or form reaches the API
 *   as a guest. The session cookies are never passed on.
 * - Every wait has a bound (connect, answer); an API that is down or broken answers 502, one that did not
 *   answer in time 504, both with a Persian `{ message }` that names nothing internal. A client that hangs
 *   up ends its call to the API at once.
 */
export async function apiProxy(app: FastifyInstance, apiBaseUrl: string, options: ApiProxyOptions = {}): Promise<void> {
  const api = new URL(apiBaseUrl);
  const basePath = api.pathname.replace(/\/$/, '');
  const timeouts = { ...DEFAULT_API_TIMEOUTS, ...options.timeouts };
  const agents = upstreamAgents();
  const tokenPaths = tokenAnswerPaths(basePath);

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const target = new URL(`${basePath}${request.url.slice('/api'.length)}`, api.origin);
    // Dot segments (plain or %2e) resolve before this check: nothing outside the API's path is reached.
    if (target.pathname !== basePath && !target.pathname.startsWith(`${basePath}/`)) return reply.callNotFound();
    const cookieContext = { secure: request.protocol === 'https' };
    const token = sessionToken(request.headers);
    const siteClient = isSiteClientRequest(request.headers);
    const sendsBearer = Boolean(token && siteClient && !request.headers.authorization);
    const endsSession = siteClient && request.method === 'POST' && target.pathname === `${basePath}/auth/logout`;
    const issuesToken = request.method === 'POST' && tokenPaths.has(target.pathname);

    const headers = withoutHopByHop(request.headers);
    headers.host = api.host;
    headers['x-forwarded-for'] = request.ip;
    headers.cookie = withoutSessionCookies(request.headers.cookie);
    if (headers.cookie === undefined) delete headers.cookie;
    if (sendsBearer) headers.authorization = `Bearer ${token}`;
    // A login answer is read here to take its token out: it must come uncompressed.
    if (issuesToken) delete headers['accept-encoding'];

    const hangUp = new AbortController();
    const failed = (error: unknown) => {
      if (hangUp.signal.aborted) return reply.hijack();
      const timedOut = error instanceof UpstreamFailure && error.kind === 'timeout';
      request.log.warn({ err: error, url: target.pathname }, 'the API did not answer the proxy');
      reply.removeHeader('content-length');
      if (endsSession) reply.header('set-cookie', clearedSessionCookies(cookieContext));
      else reply.removeHeader('set-cookie');
      return reply
        .code(timedOut ? 504 : 502)
        .header('cache-control', 'no-store')
        .send({ message: timedOut ? API_TIMED_OUT : API_UNREACHABLE });
    };
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) hangUp.abort();
    });
    const hasBody =
      request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    let answer: IncomingMessage;
    try {
      answer = await callUpstream(
        {
          url: target,
          method: request.method,
          headers,
          body: hasBody ? request.raw : undefined,
          signal: hangUp.signal,
        },
        timeouts,
        agents,
      );
    } catch (error) {
      return failed(error);
    }

    const status = answer.statusCode ?? 502;
    const setCookies = [answer.headers['set-cookie'] ?? []].flat();
    // Logout ends the session here whatever the API says; a 401 to the token this server sent ends it too.
    if (endsSession || (sendsBearer && status === 401)) setCookies.push(...clearedSessionCookies(cookieContext));
    const passed = withoutHopByHop(answer.headers);
    delete passed['transfer-encoding'];
    delete passed['set-cookie'];
    reply.code(status).headers(passed);
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);

    if (issuesToken && status >= 200 && status < 300) {
      const taken = await takeTokenOut(answer).catch((error: unknown) => error as Error);
      if (taken instanceof Error) return failed(taken);
      if (taken.token && siteClient)
        reply.header('set-cookie', [...setCookies, ...sessionCookies(taken.token, cookieContext)]);
      reply.removeHeader('content-length');
      return reply.send(taken.body);
    }
    return reply.send(answer);
  }

  await app.register(async (scope) => {
    // Bodies are streamed on as they come, not parsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('preHandler', refuseOversizedBody);
    scope.addHook('onClose', () => {
      agents['http:'].destroy();
      agents['https:'].destroy();
    });
    scope.all('/api', forward);
    scope.all('/api/*', forward);
  });
}
