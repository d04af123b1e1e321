import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, PathParamNames } from '@shared/api-client';
import { currentUser, type DevApiContext } from './context.ts';
import { sendUnauthorized, sendValidationError } from './http-errors.ts';
import type { DevUser } from './state.ts';
import { check } from './validate.ts';

type Checked<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What a handler of an endpoint is given: the request already checked against the description. */
export interface ServedCall<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The path's parameters, as sent (text). */
  params: Record<PathParamNames<E['path']>, string>;
  /** The query string, checked and read (numbers, defaults). */
  query: Checked<E['query']>;
  body: Checked<E['body']>;
  /** The signed-in student: always there for a `student` endpoint, when signed in for an `optional` one. */
  user: E['access'] extends 'student' ? DevUser : DevUser | undefined;
}

/**
 * A type without the index signatures of loose objects (`looseObject` reads fields it does not know): an
 * answer must still have every field the schema names, and a seed interface (which has no index
 * signature) can be one.
 */
type Named<T> = T extends readonly (infer Item)[]
  ? Named<Item>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Named<T[K]> }
    : T;

/** A handler's answer: the response as its schema reads it, or the reply it has already sent. */
export type Answer<E extends Endpoint> = Named<z.input<E['response']>> | FastifyReply;

/**
 * Serves an endpoint as its description says: its method and path; for a `student` one, 401 without a
 * signed-in student (before anything else is read); then the query and the body checked with the
 * description's schemas, a 422 with the Persian messages per field when they do not hold. The handler's
 * answer is typed by the response schema the client parses it with.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  context: DevApiContext,
  described: E,
  handle: (call: ServedCall<E>) => Answer<E> | Promise<Answer<E>>,
  options: Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> = {},
): void {
  app.route({
    ...options,
    method: described.method.toUpperCase() as 'GET' | 'POST' | 'DELETE',
    url: described.path,
    handler: async (request, reply) => {
      const user = described.access === 'public' ? undefined : currentUser(context, request);
      if (described.access === 'student' && !user) return sendUnauthorized(reply);
      const query = described.query ? check(described.query, request.query) : undefined;
      if (query && !query.ok) return sendValidationError(reply, query.errors);
      const body = described.body ? check(described.body, request.body) : undefined;
      if (body && !body.ok) return sendValidationError(reply, body.errors);
      const call = {
        request,
        reply,
        params: request.params,
        query: query?.data,
        body: body?.data,
        user,
      } as ServedCall<E>;
      return handle(call);
    },
  });
}
