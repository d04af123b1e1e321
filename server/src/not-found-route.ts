import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AREAS } from '@shared/registry';
import type { ShellRouteTable } from '@shared/registry';
import { canonicalLocation, routePatterns } from './canonical-url.ts';
import { errorBody } from './error-answers.ts';
import type { RegistryFile } from './registry/registry-file.ts';
import type { RegistryAccess } from './store/site-store.ts';
import { looksLikeAsset } from './static-files.ts';

/**
 * What no route answers: a 404 for other methods, files and release paths; a 301 to a page's one address
 * (docs/architecture.md, "One address per page", from the route tables browsers are given, read per
 * request); otherwise a page, rendered on the server when it can be, else the shell's router decides (its
 * 404 page too).
 */
export function notFoundRoute(
  app: FastifyInstance,
  options: {
    registry: RegistryAccess;
    shellRoutes: Promise<ShellRouteTable['routes']>;
    sendPage: (request: FastifyRequest, reply: FastifyReply) => unknown;
  },
): void {
  // Every page request asks; the patterns change only with the registry (a new object when it changes).
  const patternsOf = new WeakMap<RegistryFile, string[]>();
  const pagePatterns = async () => {
    // A registry that cannot be read leaves the shell's own pages; the page itself says what is wrong.
    const registry = await options.registry.read().catch(() => undefined);
    const known = registry && patternsOf.get(registry);
    if (known) return known;
    const releases = AREAS.flatMap((area) => {
      const state = registry?.areas[area];
      return [state?.current?.routes?.routes, state?.canary?.release.routes?.routes];
    });
    const patterns = routePatterns([await options.shellRoutes, ...releases]);
    if (registry) patternsOf.set(registry, patterns);
    return patterns;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).header('cache-control', 'no-store').send(errorBody(404));
    }
    if (looksLikeAsset(urlPath) || urlPath.startsWith('/releases/')) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(errorBody(404).message);
    }
    const canonical = canonicalLocation(request.url, await pagePatterns());
    if (canonical) return reply.header('cache-control', 'no-cache').redirect(canonical, 301);
    return options.sendPage(request, reply);
  });
}
