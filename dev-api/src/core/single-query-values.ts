import type { FastifyReply, FastifyRequest } from 'fastify';

/** The answer to a query parameter given more than once. */
export const REPEATED_PARAMETER = 'هر پارامتر نشانی باید فقط یک بار بیاید؛ نشانی را درست کنید و دوباره بفرستید.';

/**
 * No call of the contract takes a list in its query string, so `?search=a&search=b` is the client's mistake,
 * answered 400 before any route reads it (a route reading it as text would otherwise fail with a 500). A
 * 400 rather than taking one of the values: backends disagree on which one they keep (the first, the last),
 * and a client must not depend on either.
 */
export async function refuseRepeatedQueryParameters(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.values(query).some(Array.isArray)) {
    return reply.code(400).send({ message: REPEATED_PARAMETER });
  }
}
