import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AREAS, type AreaName } from '@shared/registry';
import type { ReleaseFileGuard } from './release-file-guard.ts';
import { HASHES_SUFFIX } from './registry/release-store.ts';

/** A release's area and version in a `/releases/<area>/<version>/…` path. */
const RELEASE_FOLDER = /^\/releases\/([^/]+)\/([^/]+)\//;

/** A file name with a content hash (`main.3f9a1c2b7d.js`): its bytes never change. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|svg|mp4|map)$/;

/** A request for a file, not a page: it gets a real 404, never the page HTML. */
export function looksLikeAsset(urlPath: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(urlPath);
}

/** Cache policy: hashed files forever, everything else revalidated on each use. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (`x.0123456789.js.br`) is cached like the file it is a copy of.
  const file = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Node builds (`server/` of the shell's build and of every release) are for the site server, not for
 * browsers; nor is a release's record of hashes (`<version>.files.json`, beside its folder). Source maps
 * hold the whole source: served only when SERVE_SOURCE_MAPS says so (docs/operations.md, "Source maps").
 */
export function isServedToBrowsers(urlPath: string, options: { sourceMaps: boolean } = { sourceMaps: false }): boolean {
  if (!options.sourceMaps && /\.map$/i.test(urlPath)) return false;
  return !urlPath.split('/').includes('server') && !urlPath.endsWith(HASHES_SUFFIX);
}

/**
 * Serves the shell's build at `/` and the release store at `/releases/`.
 * Release files are served with CORS so a release may also live on a CDN
 * origin other than the page's.
 */
export async function staticFiles(
  app: FastifyInstance,
  options: {
    shellDir: string;
    releasesDir: string;
    guard: ReleaseFileGuard;
    sourceMaps: boolean;
    /** Brings a release into `releasesDir` when the server's releases live elsewhere (a shared store). */
    fetchRelease?: (area: AreaName, version: string) => Promise<unknown>;
  },
) {
  const served = servedFiles(options.sourceMaps);
  await app.register(async (releases) => {
    // A file whose bytes are not the published ones is not served: a release never changes once published.
    releases.addHook('onRequest', async (request, reply) => {
      const urlPath = canonicalPath(request.url);
      // Only one spelling of a release file is served, the one its hashes are recorded under: `//`, `.`, `..`
      // or their encodings would otherwise reach the same bytes past the check.
      if (urlPath === undefined) {
        await reply.code(404).send({ message: 'این نشانی فایل درست نیست.' });
        return;
      }
      const release = RELEASE_FOLDER.exec(urlPath);
      if (options.fetchRelease && release && AREAS.includes(release[1] as AreaName)) {
        // A store out of reach or a version never published: what the cache holds answers (or a 404).
        await options.fetchRelease(release[1] as AreaName, release[2] as string).catch(() => undefined);
      }
      if (await options.guard.isIntact(urlPath)) return;
      request.log.error({ url: urlPath }, 'a release file differs from its published bytes; not served');
      await reply.code(404).send({ message: 'این فایل با نسخهٔ منتشرشده یکی نیست.' });
    });
    await releases.register(fastifyStatic, {
      ...served,
      root: options.releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      // Release files may be fetched from another origin (a page on a CDN's copy of the site).
      setHeaders: servedHeaders({ 'access-control-allow-origin': '*' }),
    });
  });
  await app.register(fastifyStatic, {
    ...served,
    root: options.shellDir,
    prefix: '/',
    wildcard: true,
    // Only an address that names a file is looked for on disk: a page's address would cost every page
    // request a look for its file and its two compressed copies before the page is rendered.
    allowedPath: (urlPath: string) => looksLikeAsset(urlPath) && served.allowedPath(urlPath),
    setHeaders: servedHeaders({}),
  });
}

/** A request's path decoded, if it is already in its one normal form (no `//`, `.` or `..` segment). */
export function canonicalPath(url: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  return path.posix.normalize(decoded) === decoded && !decoded.includes('\\') ? decoded : undefined;
}

/** The headers of a served file: its cache policy, and `Vary` so a shared cache keeps the brotli, gzip and plain answers apart. */
function servedHeaders(extra: Record<string, string>) {
  return (response: { setHeader(name: string, value: string): void }, filePath: string) => {
    response.setHeader('cache-control', cacheControlFor(filePath));
    response.setHeader('vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(extra)) response.setHeader(name, value);
  };
}

/** How both folders are served: files only, cached by their name, the build's compressed copies as they are. */
function servedFiles(sourceMaps: boolean) {
  return {
    index: false,
    cacheControl: false,
    // The build's brotli and gzip copies (build/plugins/precompress.ts), sent instead of compressing on each request.
    preCompressed: true,
    allowedPath: (urlPath: string) => isServedToBrowsers(urlPath, { sourceMaps }),
  } as const;
}
