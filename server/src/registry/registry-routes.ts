import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Previews } from '../preview/previews.ts';
import {
  LOAD_FAILURE_REPORT_PATH,
  loadFailureReportSchema,
  VITALS_REPORT_PATH,
  vitalsReportSchema,
  type RouteRow,
} from '@shared/registry';
import { clientIdFrom, reportingClient } from '../health/client-id.ts';
import type { HealthLog } from '../health/health-log.ts';
import type { VitalValue, VitalsLog } from '../health/vitals-log.ts';
import { namesRoute } from '../health/served-page.ts';
import { visitorOf } from '../health/visitor-cookies.ts';
import type { LoadFailureLog } from './load-reports.ts';
import type { RegistryAccess } from '../store/site-store.ts';
import { RegistryMissingError, RegistryUnavailableError } from './registry-store.ts';
import { remotesDocument, type BrowserPolicy } from './remotes-json.ts';

/** What the browser-facing registry routes need. */
export interface RegistryRoutesOptions {
  registry: RegistryAccess;
  loadFailures: LoadFailureLog;
  policy: BrowserPolicy;
  /**
   * The build id of the shell this server serves (`main.<hash>.js`). A
   * hydration report from the shell's own pages is counted under it when it
   * names it, and under `shell` otherwise, so browsers cannot add versions at will.
   */
  shellBuildId?: string;
  /** Pages served and failures per minute, route and client (rates, distinct clients); none in some tests. */
  health?: HealthLog;
  /** Web Vitals per minute, release and route in histogram buckets (p75 per release); none in some tests. */
  vitals?: VitalsLog;
  /** Told of each vital the vitals log counted (the `/metrics` histograms). */
  onVital?: (vital: VitalValue) => void;
  /** The shell's own route table: a shell hydration report's route is kept only when it names one of these. */
  shellRoutes?: () => Promise<readonly RouteRow[]>;
  /** Browsers with a preview link: their own view of the registry, and no health counts (preview/). */
  previews?: Previews;
}

/**
 * `/remotes.json`, per browser: a browser seen for the first time gets a
 * cohort cookie (0–99, one year) that decides whether it is in a canary; the
 * document is private and revalidated on every use, since it depends on the
 * cookie and changes with every promote. A browser seen for the first time
 * also gets its anonymous client id (health/client-id.ts). And the beacon of
 * load failures, crashes and hydration errors, counted per release and (in
 * the health counts) per route pattern and client.
 */
export function registryRoutes(
  app: FastifyInstance,
  {
    registry,
    loadFailures,
    policy,
    shellBuildId,
    health,
    vitals,
    onVital,
    shellRoutes,
    previews,
  }: RegistryRoutesOptions,
) {
  app.get('/remotes.json', async (request, reply) => {
    const { cohort } = visitorOf(request, reply);
    void reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie');
    const current = await registry.read().catch((error: unknown) => {
      if (error instanceof RegistryUnavailableError || error instanceof RegistryMissingError) return undefined;
      throw error;
    });
    // Only when no good registry is left at all (a damaged file is served from the last good one).
    if (!current) return reply.code(503).header('cache-control', 'no-store').send({ message: REGISTRY_DOWN });
    const preview = previews?.of(request);
    if (!preview) return remotesDocument(current, cohort, policy, await loadFailures.all());
    const seen = await previews!.view(current, preview);
    return { ...remotesDocument(seen, cohort, policy, await loadFailures.all()), preview };
  });

  // A browser reports a failing release once per page (a broken release, a hydration error) and up to three
  // vitals: a client sending more is not a browser reporting. Beyond the limit it is answered 429 and nothing
  // is counted. A client is its `platform_client` cookie when it has one, else its address: a school's
  // students share one address behind its router, and must not use up each other's beacons.
  const keyGenerator = (request: FastifyRequest) => {
    const client = clientIdFrom(request.headers.cookie);
    return client ? `client:${client}` : `address:${request.ip}`;
  };
  const perClient = { max: BEACONS_PER_CLIENT_PER_MINUTE, timeWindow: 60_000, keyGenerator };
  // Every full page load sends up to three vitals (LCP, INP, CLS) as it is left: a student opening twenty
  // pages in a minute stays under this; what one client counts is capped again per minute (vitals-log.ts).
  const vitalsPerClient = { max: VITALS_BEACONS_PER_CLIENT_PER_MINUTE, timeWindow: 60_000, keyGenerator };
  app.post(LOAD_FAILURE_REPORT_PATH, { bodyLimit: 2048, config: { rateLimit: perClient } }, async (request, reply) => {
    // sendBeacon may send text/plain; the body is JSON either way.
    const body: unknown = typeof request.body === 'string' ? safeJson(request.body) : request.body;
    const parsed = loadFailureReportSchema.safeParse(body);
    if (!parsed.success) return reply.code(400).send({ message: 'Not a load-failure, crash or hydration report.' });
    // A preview browser's failures are the previewing team's to see, not figures of what students get.
    if (previews?.of(request)) return reply.code(204).send();
    const { route, ...report } = { ...parsed.data, reason: plainText(parsed.data.reason) };
    const client = reportingClient(request.headers.cookie);
    const kind = report.kind ?? 'load';
    if (report.area === 'shell') {
      const version = report.version === shellBuildId ? report.version : 'shell';
      await loadFailures.record({ ...report, version });
      // A route the shell's table does not name is kept as none: a public endpoint must not grow the store.
      const known = namesRoute(await shellRoutes?.().catch(() => []), route) ? route : '';
      health?.record({ kind, area: 'shell', version, route: known, client });
      return reply.code(204).send();
    }
    const state = (await registry.read().catch(() => undefined))?.areas[report.area];
    const served = state ? [state.current, ...state.past, ...(state.canary ? [state.canary.release] : [])] : [];
    // Only releases the registry serves are counted: a public endpoint must not grow the file at will.
    const release = served.find((each) => each.version === report.version);
    if (release) {
      await loadFailures.record(report);
      const known = namesRoute(release.routes?.routes, route) ? route : '';
      health?.record({ kind, area: report.area, version: report.version, route: known, client });
    }
    return reply.code(204).send();
  });

  // One Web Vital of a page load (shell/src/vitals): up to three per page, rate-limited as the failure beacon.
  app.post(VITALS_REPORT_PATH, { bodyLimit: 1024, config: { rateLimit: vitalsPerClient } }, async (request, reply) => {
    const body: unknown = typeof request.body === 'string' ? safeJson(request.body) : request.body;
    const parsed = vitalsReportSchema.safeParse(body);
    if (!parsed.success) return reply.code(400).send({ message: 'Not a Web Vitals report.' });
    if (previews?.of(request)) return reply.code(204).send();
    const { route, ...report } = parsed.data;
    const client = reportingClient(request.headers.cookie);
    let attributed: VitalValue | undefined;
    if (report.area === 'shell') {
      // Only the build this server serves: a public endpoint must not grow the store with made-up versions.
      if (report.version === shellBuildId) {
        const known = namesRoute(await shellRoutes?.().catch(() => []), route) ? route : '';
        attributed = { ...report, area: 'shell', route: known, client };
      }
    } else {
      const state = (await registry.read().catch(() => undefined))?.areas[report.area];
      // As the failure beacon: a page loaded just before a promote still reports for the release it ran.
      const served = state ? [state.current, ...state.past, ...(state.canary ? [state.canary.release] : [])] : [];
      const release = served.find((each) => each.version === report.version);
      if (release) {
        const known = namesRoute(release.routes?.routes, route) ? route : '';
        attributed = { ...report, area: report.area, route: known, client };
      }
    }
    if (attributed && vitals?.record(attributed)) onVital?.(attributed);
    return reply.code(204).send();
  });
}

/** Why `/remotes.json` is unavailable, for a person who opens it. */
const REGISTRY_DOWN = 'فهرست نسخه‌های بخش‌های سایت اکنون در دسترس نیست؛ کمی بعد دوباره تلاش کنید.';

/** How many failure beacons one client may send in a minute. */
export const BEACONS_PER_CLIENT_PER_MINUTE = 20;

/** How many vitals beacons one client may send in a minute (three per page load at most). */
export const VITALS_BEACONS_PER_CLIENT_PER_MINUTE = 60;

// Control characters (C0, DEL, C1), which a terminal would act on; written with escapes on purpose.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** A reason as one line of plain text: a browser's error message may hold newlines, a forged one escapes. */
export function plainText(reason: string): string {
  return reason.replace(CONTROL_CHARACTERS, ' ').trim() || '(no reason given)';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
