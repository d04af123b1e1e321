import path from 'node:path';
import { readFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import httpProxy from '@fastify/http-proxy';
import { RegistryStore, toRemotesDocument } from './registry/registry-store.ts';
import type { Settings } from './settings.ts';
import { looksLikeAsset, staticFiles } from './static-files.ts';

/** What the server needs besides its settings. */
export interface ServerOptions {
  settings: Settings;
  /** Base URL of the backend's API (ends in /api). */
  apiBaseUrl: string;
}

/** Content Security Policy: no inline or foreign script; styles inline because styled-components injects them. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Builds the site server: shell, releases, registry, API proxy and headers. */
export async function buildServer({ settings, apiBaseUrl }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: settings.LOG_LEVEL } });
  const shellDir = path.join(settings.DIST_DIR, 'shell');
  const releasesDir = path.join(settings.DIST_DIR, 'releases');
  const registry = new RegistryStore(settings.DATA_DIR, releasesDir);
  const indexHtml = await readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`No shell build in ${shellDir}: run "npm run build" first.`);
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
  await app.register(compress, { threshold: 1024 });

  const api = new URL(apiBaseUrl);
  await app.register(httpProxy, {
    upstream: api.origin,
    prefix: '/api',
    rewritePrefix: api.pathname.replace(/\/$/, ''),
  });

  app.get('/remotes.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return toRemotesDocument(await registry.read());
  });

  app.get('/healthz', async () => ({ ok: true }));

  const sendShell = (reply: FastifyReply) =>
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  // The home page is the shell itself; the static handler would refuse a folder.
  app.get('/', (_request, reply) => sendShell(reply));
  await staticFiles(app, { shellDir, releasesDir });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (looksLikeAsset(urlPath) || urlPath.startsWith('/releases/')) {
      return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');
    }
    // A page route: the shell's router decides, including its own 404 page.
    return sendShell(reply);
  });

  return app;
}
