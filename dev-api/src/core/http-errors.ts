import type { FastifyReply } from 'fastify';

/** Answers 422 with the contract's errors map (field → messages). */
export function sendValidationError(reply: FastifyReply, errors: Record<string, string[]>, message?: string) {
  return reply.code(422).send({ message: message ?? Object.values(errors)[0]?.[0] ?? 'داده‌ها نامعتبر است.', errors });
}

/** Answers 404 with a Persian message. */
export function sendNotFound(reply: FastifyReply, what: string) {
  return reply.code(404).send({ message: `${what} پیدا نشد.` });
}

/** Answers 401: the token is missing, unknown or expired. */
export function sendUnauthorized(reply: FastifyReply) {
  return reply.code(401).send({ message: 'ابتدا وارد حساب کاربری خود شوید.' });
}
