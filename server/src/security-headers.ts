import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Where a developer's own dev server may run when overrides are allowed: this machine only. */
export const OVERRIDE_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];

/** The websockets of those dev servers, whose hot reload pushes each saved change to the page. */
export const OVERRIDE_SOCKETS = ['ws://127.0.0.1:*', 'ws://localhost:*'];

/** What widens the Content Security Policy beyond the site's own origin. */
export interface CspOptions {
  /**
   * Origins that may serve releases (a CDN); a function is asked on every response, so a change of the
   * shared settings (PostgreSQL store) reaches the header without a restart.
   */
  releaseOrigins: readonly string[] | (() => readonly string[]);
  /** Overrides allowed: the developer's loopback dev servers too. */
  allowOverrides: boolean;
}

/**
 * Content Security Policy: no inline or foreign script; styles inline because
 * styled-components injects them. Release origins (and, with overrides, the
 * loopback dev servers) may serve scripts, styles and manifests: the browser
 * then enforces the same allowlist the shell checks.
 */
export function contentSecurityPolicy({ releaseOrigins, allowOverrides }: CspOptions) {
  const overrides = allowOverrides ? OVERRIDE_SOURCES : [];
  // Helmet asks a directive's functions on every response; each answers the whole value, never an empty one.
  const withReleases = (...own: string[]) =>
    typeof releaseOrigins === 'function'
      ? [() => [...own, ...releaseOrigins(), ...overrides].join(' ')]
      : [...own, ...releaseOrigins, ...overrides];
  const sockets = allowOverrides ? OVERRIDE_SOCKETS : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: withReleases("'self'"),
    styleSrc: withReleases("'self'", "'unsafe-inline'"),
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: withReleases("'self'"),
    connectSrc: withReleases("'self'", ...sockets),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/** Security headers of every response. */
export async function securityHeaders(app: FastifyInstance, options: CspOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Sent below, only when the site is served over https: on plain http it would be ignored, or pin a
    // development machine's name to https.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
  });
}

/** A year, for every subdomain: browsers then never try the site over plain http. */
export const HSTS = 'max-age=31536000; includeSubDomains';
