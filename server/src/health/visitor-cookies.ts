import type { FastifyReply, FastifyRequest } from 'fastify';
import { cohortCookie, cohortFrom, newCohort } from '../registry/cohort.ts';
import { clientCookie, clientIdFrom, newClientId } from './client-id.ts';

/**
 * The browser's canary cohort, and its two cookies set when it has none yet (a first visit): the cohort
 * (which release it is given) and its anonymous client id (how the health counts tell browsers apart).
 * The page and `/remotes.json` both call it, so a browser has both before it can send any beacon.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): { cohort: number; clientId: string } {
  const secure = request.protocol === 'https';
  let cohort = cohortFrom(request.headers.cookie);
  if (cohort === undefined) {
    cohort = newCohort();
    void reply.header('set-cookie', cohortCookie(cohort, secure));
  }
  // Fastify adds a second Set-Cookie beside the first rather than replacing it.
  let clientId = clientIdFrom(request.headers.cookie);
  if (clientId === undefined) {
    clientId = newClientId();
    void reply.header('set-cookie', clientCookie(clientId, secure));
  }
  // The id, new or not: a first visit's page counts for the client it starts (a rollout's distinct clients).
  return { cohort, clientId };
}
