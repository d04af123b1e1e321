import path from 'node:path';
import { mkdir, readFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { adminPeople } from './admin/admin-people.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { apiProxy } from './api-proxy.ts';
import { refuseBadlyEncoded, respellBadlyEncoded } from './bad-url.ts';
import { connectionLimits } from './connection-limits.ts';
import { answerClientError, answerError, answerFrameworkError, refuseUnansweredMethods } from './error-answers.ts';
import { createOpsContext } from './ops-context.ts';
import { followRegistry } from './store/follow-registry.ts';
import { namesRelease, SharedReleaseStore } from './store/shared-release-store.ts';
import { explainStoreError } from './store/store-unreachable.ts';
import { prepareDataDir } from './registry/first-start.ts';
import { healthRoute } from './registry/health-route.ts';
import { HealthLog } from './health/health-log.ts';
import { VitalsLog } from './health/vitals-log.ts';
import { metricsRoute } from './metrics/metrics-route.ts';
import { SiteMetrics } from './metrics/site-metrics.ts';
import { pageCacheFrom } from './render/page-cache.ts';
import { SERVER_SEEN } from './health/health-rows.ts';
import { servedPageAt } from './health/served-page.ts';
import { hashedClient } from './health/client-id.ts';
import { startServerJudge } from './rollout/server-judge.ts';
import { servePreviews } from './preview/preview-routes.ts';
import { LoadFailureLog } from './registry/load-reports.ts';
import { registryRoutes } from './registry/registry-routes.ts';
import { CircuitBreaker } from './render/circuit-breaker.ts';
import { browserRenderedPages, renderLimits, serverRenderedPages } from './render/page-route.ts';
import { createSmokeGate } from './registry/smoke-gate.ts';
import { ReleaseFileGuard } from './release-file-guard.ts';
import { notFoundRoute } from './not-found-route.ts';
import { robotsRoute } from './robots-txt.ts';
import { securityHeaders } from './security-headers.ts';
import type { Settings } from './settings.ts';
import { readShellRouteTable } from './registry/release-check.ts';
import { listedPages } from './sitemaps/listed-pages.ts';
import { ChangeClock } from './sitemaps/change-clock.ts';
import { sitemapRoutes } from './sitemaps/sitemap-routes.ts';
import { pointApiClientAt } from './sitemaps/sitemap-sources.ts';
import { looksLikeAsset, staticFiles } from './static-files.ts';

/** What the server needs besides its settings. */
export interface ServerOptions {
  settings: Settings;
  /** Base URL of the backend's API (ends in /api). */
  apiBaseUrl: string;
  /** Where log lines go (tests read them); standard output when unset. */
  logStream?: { write(line: string): void };
}

/** How long a file-store server uses its read of load-failures.json before reading other servers' counts again. */
const FILE_FAILURES_MAX_AGE_MS = 5_000;

/** Addresses that are never pages: the API, the release store and the admin API answer JSON or files. */
const NOT_PAGES = /^\/(?:api|releases|admin)(?:\/|$)/;

/** Whether a request asks for a page (HTML), so a fault is answered with the site's page, not JSON. */
function isPageRequest(request: FastifyRequest): boolean {
  const urlPath = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(urlPath) && !looksLikeAsset(urlPath)
  );
}

/**
 * Builds the site server: the shell, the release store, the registry (with
 * canary cohorts and load-failure beacons), the admin API, the sitemaps, the
 * API proxy and the security headers.
 */
export async function buildServer({ settings, apiBaseUrl, logStream }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: settings.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // Behind a trusted proxy, request.ip and request.protocol are the client's (X-Forwarded-For, -Proto).
    trustProxy: settings.TRUST_PROXY ?? false,
    ...connectionLimits(settings),
    // What never reaches a route is answered in Persian too, and echoes nothing (docs/operations.md, "Error answers").
    rewriteUrl: respellBadlyEncoded,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const siteUrl = settings.SITE_URL ?? `http://${settings.HOST}:${settings.PORT}`;
  const shellDir = path.join(settings.DIST_DIR, 'shell');
  const opened = createOpsContext(settings);
  const indexHtml = await readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`No shell build in ${shellDir}: run "npm run build" first.`);
  });
  // PostgreSQL: pending migrations are applied before anything is read (two servers starting at once
  // apply each once); the connections go when the server closes.
  // A database out of reach at start stops the start with a clear message (StoreUnreachableError): a
  // server with no registry read has nothing to serve the areas from (docs/operations.md).
  // On PostgreSQL the stored RELEASE_ORIGINS and RELEASES_BASE_URL win over this server's (it stores its own
  // when none are): every server serves with the same ones (docs/operations.md, "Shared settings").
  const log = { info: (message: string) => app.log.info(message), warn: (message: string) => app.log.warn(message) };
  await opened.store
    .ready()
    .then(() => opened.shared.adopt(opened.store, log))
    .catch(async (error: unknown) => {
      await opened.store.close();
      throw explainStoreError(error);
    });
  await mkdir(opened.paths.releasesDir, { recursive: true });
  await prepareDataDir(opened, opened.paths.distReleasesDir, log);
  // On PostgreSQL the registry is held in memory and followed through LISTEN; the file store reads its file.
  // With no shared disk, a registry is served only once the releases it names are in this server's cache.
  const sharedReleases = opened.releases instanceof SharedReleaseStore ? opened.releases : undefined;
  const liveRegistry = await followRegistry(
    opened.store,
    log,
    sharedReleases && ((registry) => sharedReleases.ensureReferenced(registry)),
  );
  const context = { ...opened, registry: liveRegistry };
  const loadFailures = new LoadFailureLog(
    context.store.failures,
    (error) => app.log.error({ err: error }, 'could not write the load-failure reports'),
    // Other servers' counts: on PostgreSQL read again on each `failures` ring, on the file store after a while.
    context.store.kind === 'files' ? { maxAgeMs: FILE_FAILURES_MAX_AGE_MS } : {},
  );
  // This server's own counters for Prometheus; the store's summed counts are what status and judges read.
  const metrics = new SiteMetrics();
  const pageCache = metrics.watchPageCache(pageCacheFrom(settings));
  const health = new HealthLog(
    context.store.health,
    (error) => app.log.error({ err: error }, 'could not write the health counts'),
    (row) => metrics.countHealth(row),
  );
  const vitals = new VitalsLog(context.store.vitals, (error) =>
    app.log.error({ err: error }, 'could not write the Web Vitals counts'),
  );
  liveRegistry.follow?.('failures', () => loadFailures.markStale());
  liveRegistry.follow?.('settings', () => void context.shared.reread(context.store, log));
  // A release is fetched when it is published, so its promote is served without waiting for its bytes.
  liveRegistry.follow?.(
    'releases',
    () =>
      void sharedReleases
        ?.prefetchNewest()
        .catch((error: Error) => app.log.warn(`could not fetch a newly published release: ${error.message}`)),
  );
  const browserPolicy = context.shared.browserPolicy(settings.ALLOW_OVERRIDES);
  // Rollouts are judged by the server holding the store's lease.
  const judge = startServerJudge({ store: context.store, context, log, alertUrl: settings.ALERT_WEBHOOK_URL });
  // The counts still in memory go to the store before its connections do.
  app.addHook('onClose', async () => {
    await judge.stop();
    const counts = { 'load-failure reports': loadFailures, 'health counts': health, 'Web Vitals counts': vitals };
    for (const [what, log] of Object.entries(counts)) {
      await log.flush().catch((error: unknown) => app.log.error({ err: error }, `could not write the ${what}`));
    }
    await liveRegistry.stop?.();
    await context.store.close();
  });

  await securityHeaders(app, {
    releaseOrigins: () => context.shared.current.releaseOrigins,
    allowOverrides: settings.ALLOW_OVERRIDES,
  });
  // Before any route is added: a route keeps the error handler there was when it was added.
  app.setErrorHandler(answerError);
  app.addHook('onRequest', refuseUnansweredMethods);
  app.addHook('onRequest', refuseBadlyEncoded(isPageRequest));
  await app.register(compress, { threshold: 1024 });

  await apiProxy(app, apiBaseUrl, {
    timeouts: { connectMs: settings.API_CONNECT_TIMEOUT_MS, responseMs: settings.API_RESPONSE_TIMEOUT_MS },
  });

  // Only routes that ask for a limit get one (the beacon); the API proxy's limits are the API's.
  await app.register(rateLimit, { global: false });
  const breaker = new CircuitBreaker();
  // One guard for the static files and the renders: a release it refuses is not server-rendered either.
  const releaseFiles = new ReleaseFileGuard(context.releases, (finding) => {
    app.log.error(finding, 'release files changed after publish: refused to browsers, not server-rendered');
    void loadFailures.record({ kind: 'tamper', ...finding, reason: `changed: ${finding.files.join(', ')}` });
  });
  const shellBuildId = /<script[^>]+src="\/(main\.[\w-]+\.js)"/.exec(indexHtml)?.[1];
  const shellRoutes = readShellRouteTable(context.shellSharedModulesFile).then(
    (table) => table.routes,
    () => [],
  );
  // A preview link gives one browser a team's releases before students get them (docs/operations.md, "Previews").
  const previews = await servePreviews(app, context, settings);
  registryRoutes(app, {
    previews,
    shellBuildId,
    registry: context.registry,
    loadFailures,
    health,
    vitals,
    onVital: (vital) => metrics.observeVital(vital),
    shellRoutes: () => shellRoutes,
    policy: browserPolicy,
  });
  const metricsTokens = [settings.METRICS_TOKEN, ...adminPeople(settings).map((person) => person.token)];
  metricsRoute(app, { metrics, tokens: metricsTokens });
  // Every page served counts for the release this browser's cohort is given and the route it matched:
  // the denominator of each failure kind's rate (docs/operations.md, "Health per release").
  const countPage = async (urlPath: string, cohort: number, clientId: string, counted = true) => {
    const registry = await context.registry.read().catch(() => undefined);
    const page =
      registry &&
      servedPageAt(urlPath, registry, cohort, { routes: await shellRoutes, version: shellBuildId ?? 'shell' });
    // A canary's pages also count who they went to (hashed): a rollout needs enough distinct clients. Only the
    // canary's, so the rows stay a share of the traffic, not a row per visitor per minute for every release.
    if (page && counted) {
      const canaryPage = page.area !== 'shell' && registry?.areas[page.area]?.canary?.release.version === page.version;
      health.record({ kind: 'pages', ...page, client: canaryPage ? hashedClient(clientId) : SERVER_SEEN });
    }
    return page;
  };
  await adminRoutes(app, {
    // Promote and canary render the release first, in this process, against this server's API.
    context: {
      ...context,
      smoke: createSmokeGate({
        shellDir,
        releaseFolder: (area, version) => context.releases.folder(area, version),
        apiBase: async () => apiBaseUrl,
      }),
    },
    failures: context.store.failures,
    health: context.store.health,
    vitals: context.store.vitals,
    rollouts: context.store.rollouts,
    people: adminPeople(settings),
    openBreakers: () => breaker.openKeys(),
    pageCache: () => pageCache.figures(),
  });
  pointApiClientAt(apiBaseUrl);
  sitemapRoutes(app, {
    siteUrl,
    ttlSeconds: settings.SITEMAP_TTL_SECONDS,
    clock: new ChangeClock(context.paths.sitemapDatesFile),
    registryRevision: async () => (await context.registry.read()).revision,
    listedPages: async () =>
      listedPages(await context.registry.read(), await readShellRouteTable(context.shellSharedModulesFile)),
  });

  robotsRoute(app, siteUrl);
  healthRoute(app, context.registry);

  const sendShell = (reply: FastifyReply, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  const renderedPages = settings.SERVER_RENDERING
    ? serverRenderedPages({
        shellDir,
        indexHtml,
        releaseFolder: (area, version) => context.releases.folder(area, version),
        readRegistry: () => context.registry.read(),
        policy: browserPolicy,
        apiBase: apiBaseUrl,
        siteUrl,
        ...renderLimits(settings),
        breaker,
        releaseFiles,
        loadFailures: () => loadFailures.all(),
        cache: pageCache,
        countPage,
        previews,
        onAnswered: (page, seconds, rendered) =>
          metrics.observeRender(page, seconds, rendered ? 'rendered' : 'browser'),
        onFailure: ({ route, ...failure }) => {
          app.log.warn({ ...failure, route }, 'server render failed; the page is rendered by the browser');
          void loadFailures.record({ kind: 'render', ...failure });
          health.record({ kind: 'render', ...failure, route: route ?? '', client: SERVER_SEEN });
        },
        // Not the release's fault: logged, never counted against it (docs/operations.md).
        onFallback: (fallback) => app.log.info(fallback, 'server render fell back to the browser'),
        sendShell,
      })
    : undefined;
  const sendPage = renderedPages ?? browserRenderedPages({ countPage, previews, metrics, sendShell });
  // Once the server listens, the Node builds load before a student's page waits for them (warmUp says why).
  if (renderedPages) app.addHook('onListen', async () => void renderedPages.warmUp());

  // The home page is the shell itself; the static handler would refuse a folder.
  app.get('/', sendPage);
  await staticFiles(app, {
    shellDir,
    releasesDir: context.paths.releasesDir,
    guard: releaseFiles,
    sourceMaps: settings.SERVE_SOURCE_MAPS,
    // A release not in this server's cache yet (an older one a browser still holds) is fetched on demand.
    fetchRelease:
      sharedReleases &&
      (async (area, version) => {
        if (namesRelease(await liveRegistry.read(), area, version)) await sharedReleases.ensureLocal(area, version);
      }),
  });

  notFoundRoute(app, { registry: context.registry, shellRoutes, sendPage });

  return app;
}
