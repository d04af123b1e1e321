import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the server says for each error status, in Persian. Nothing from the error itself (its message, the
 * URL, a path, a stack) is ever sent: a library's English message would reach a person, and an internal
 * one would tell an outsider how the server is built.
 */
const MESSAGES: Record<number, string> = {
  400: 'درخواست درست نیست.',
  404: 'این نشانی پیدا نشد.',
  405: 'این نوع درخواست پذیرفته نیست.',
  408: 'فرستادن درخواست بیش از حد طول کشید؛ دوباره بفرستید.',
  411: 'حجم درخواست باید از پیش معلوم باشد.',
  413: 'درخواست بزرگ‌تر از حد مجاز است.',
  414: 'نشانی درخواست بیش از حد بلند است.',
  415: 'نوع محتوای درخواست پذیرفته نیست.',
  429: 'درخواست‌ها بیش از حد زیاد است؛ کمی بعد دوباره امتحان کنید.',
  431: 'سرآیندهای درخواست بیش از حد بزرگ است.',
  502: 'سرویس در دسترس نیست؛ کمی بعد دوباره امتحان کنید.',
  503: 'سرویس در دسترس نیست؛ کمی بعد دوباره امتحان کنید.',
  504: 'پاسخ سرویس بیش از حد طول کشید؛ کمی بعد دوباره امتحان کنید.',
};
const CLIENT_ERROR = MESSAGES[400]!;
const SERVER_ERROR = 'خطایی در کارساز پیش آمد؛ کمی بعد دوباره امتحان کنید.';

/** The Persian sentence for an error status. */
export function persianMessage(status: number): string {
  return MESSAGES[status] ?? (status >= 500 ? SERVER_ERROR : CLIENT_ERROR);
}

/** The JSON body of an error answer. */
export const errorBody = (status: number) => ({ message: persianMessage(status) });

/** Not a status anyone is sent: it names, in the access log, an answer the client hung up before (as nginx does). */
const CLIENT_CLOSED_REQUEST = 499;

/** Whether the client hung up before its answer: nothing is wrong with the server, and nobody is there to tell. */
export function clientHasGone(request: FastifyRequest): boolean {
  return request.raw.aborted || request.raw.socket?.destroyed === true;
}

/**
 * The answer to an error thrown or sent by any route (a plugin with its own handler, like the admin API,
 * keeps it). A client that hung up is logged at info, never as a failure of the server.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (clientHasGone(request)) {
    request.log.info({ reason: error.code ?? error.name }, 'the client hung up before its answer');
    return reply.code(CLIENT_CLOSED_REQUEST).send();
  }
  const own = error.statusCode;
  const status = own !== undefined && own >= 400 && own < 600 ? own : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ reason: error.code ?? error.name, status }, 'request refused');
  return reply.code(status).header('cache-control', 'no-store').send(errorBody(status));
}

/** A response with these bytes, ready to write on a socket that never reached Fastify. */
function rawAnswer(status: number): string {
  const body = JSON.stringify(errorBody(status));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Node's error codes for a request it could not read, by the status they answer. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (too slow, headers too large, not HTTP)
 * is answered in Persian, naming nothing, and its connection closed. These are clients' faults: logged at
 * debug.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  this.log.debug({ reason: error.code, status }, 'a request could not be read');
  // A response already begun (a body that stopped arriving after the answer started) cannot take another.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !started) socket.write(rawAnswer(status));
  socket.destroy();
}

/** Fastify's `frameworkErrors`: what its router refuses (an over-long parameter, a URL it cannot decode). */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ reason: error.code, status }, 'request refused by the router');
  return reply.code(status).header('cache-control', 'no-store').send(errorBody(status));
}

/** The methods the site answers; anything else (TRACE, WebDAV's, CONNECT) is refused before any route. */
const ANSWERED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Refuses a method no route of the site takes with a Persian 405 that echoes nothing. */
export async function refuseUnansweredMethods(request: FastifyRequest, reply: FastifyReply) {
  if (ANSWERED_METHODS.has(request.method)) return;
  await reply
    .code(405)
    .header('allow', [...ANSWERED_METHODS].join(', '))
    .header('cache-control', 'no-store')
    .send(errorBody(405));
}
