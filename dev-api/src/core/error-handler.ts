import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** A method or address the API does not have. */
export const UNKNOWN_ADDRESS = 'چنین درخواستی پشتیبانی نمی‌شود؛ نشانی یا روش درخواست درست نیست.';

/** The Persian message of each client error Fastify or a plugin raises before a route answers. */
const CLIENT_ERRORS: Record<number, string> = {
  400: 'درخواست نادرست است یا کامل نرسید؛ دوباره بفرستید.',
  413: 'درخواست بزرگ‌تر از حد مجاز است؛ حجم آن را کم کنید و دوباره بفرستید.',
  404: UNKNOWN_ADDRESS,
  415: 'قالب این درخواست پشتیبانی نمی‌شود.',
};
const SERVER_ERROR = 'خطایی در سرور رخ داد؛ کمی بعد دوباره تلاش کنید.';

/** A body that stopped before its end (a multipart upload cut off): the client's request, not the server, failed. */
function isCutBody(error: Error): boolean {
  return /unexpected end of (form|multipart)|part terminated early|request aborted/i.test(error.message);
}

/** The status an error is answered with: a client error as it was raised, a cut body as 400, anything else 500. */
export function statusOf(error: FastifyError | Error): number {
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status !== undefined && status >= 400 && status < 500) return status;
  return isCutBody(error) ? 400 : 500;
}

/**
 * Every error a route did not answer itself, as the API's envelope (`{ message }`) in Persian: an oversized
 * body 413, bad JSON or a cut-off upload 400, and so on, never an English 500 for what is the client's
 * mistake. A rate limit keeps its own message.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status === 500) request.log.error(error);
  const message =
    status === 429 ? error.message : (CLIENT_ERRORS[status] ?? (status >= 500 ? SERVER_ERROR : CLIENT_ERRORS[400]));
  return reply.code(status).send({ message });
}
