import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-answers.ts';

/** Requests whose path was not valid percent-encoding as sent. */
const badlyEncoded = new WeakSet<IncomingMessage>();

/**
 * A path with bad percent-encoding (`%ZZ`, `%FF`, a cut-off `%E0%A4%A`) spelled so it decodes to exactly
 * what was typed: each broken run of escapes has its `%` escaped (`%25`). Fastify's router would refuse it
 * with an English answer that echoes the URL; so spelled, a page URL is a page URL like any other (no page
 * has such a parameter: the site's 404 page, at the address as typed).
 */
export function decodablePath(urlPath: string): string {
  return urlPath.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, '%25');
    }
  });
}

/** Fastify's `rewriteUrl`: a badly encoded path is respelled (and remembered); any other URL is left as it is. */
export function respellBadlyEncoded(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const urlPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const respelled = decodablePath(urlPath);
  if (respelled === urlPath) return url;
  badlyEncoded.add(request);
  return respelled + (queryAt === -1 ? '' : url.slice(queryAt));
}

/**
 * Pages get the site's 404 page for a badly encoded URL (`isPage` says which requests are for pages); the
 * API, the release store and every other JSON address a Persian 400 that echoes nothing.
 */
export function refuseBadlyEncoded(isPage: (request: FastifyRequest) => boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!badlyEncoded.has(request.raw) || isPage(request)) return;
    await reply.code(400).header('cache-control', 'no-store').send(errorBody(400));
  };
}
