import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A file name with a content hash (`main.3f9a1c2b7d.js`): its bytes never change. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|svg|mp4|map)$/;

/** A request for a file, not a page: it gets a real 404, never the page HTML. */
export function looksLikeAsset(urlPath: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(urlPath);
}

/** Cache policy: hashed files forever, everything else revalidated on each use. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Node builds (`server/` of the shell's build and of every release) are for the site server, not for browsers. */
export function isServedToBrowsers(urlPath: string): boolean {
  return !urlPath.split('/').includes('server');
}

/**
 * Serves the shell's build at `/` and the release store at `/releases/`.
 * Release files are served with CORS so a release may also live on a CDN
 * origin other than the page's.
 */
export async function staticFiles(app: FastifyInstance, options: { shellDir: string; releasesDir: string }) {
  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: isServedToBrowsers,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControlFor(filePath));
      response.setHeader('access-control-allow-origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    wildcard: true,
    index: false,
    cacheControl: false,
    allowedPath: isServedToBrowsers,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControlFor(filePath));
    },
  });
}
