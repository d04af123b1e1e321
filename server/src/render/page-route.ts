import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Previews } from '../preview/previews.ts';
import { withPreviewBanner } from '../preview/preview-banner.ts';
import type { RegistryFile } from '../registry/registry-file.ts';
import { hasMalformedSegment } from '@shared/registry';
import type { ServedPage } from '../health/served-page.ts';
import { visitorOf } from '../health/visitor-cookies.ts';
import { CLIENT_RENDER_COOKIE, COLOR_SCHEME_HINT, cookieValue, willRetryWithHint } from './cookies.ts';
import { preferredEncoding } from './page-bodies.ts';
import { createPageRenderer, type PageRendererOptions } from './page-renderer.ts';
import type { Settings } from '../settings.ts';
import type { SiteMetrics } from '../metrics/site-metrics.ts';

/** The render limits a site server's settings give: the budget of a render and how many may run at once. */
export function renderLimits(
  settings: Pick<Settings, 'RENDER_BUDGET_MS' | 'MAX_CONCURRENT_RENDERS' | 'MAX_WAITING_RENDERS'>,
) {
  return {
    budgetMs: settings.RENDER_BUDGET_MS,
    maxConcurrentRenders: settings.MAX_CONCURRENT_RENDERS,
    maxWaitingRenders: settings.MAX_WAITING_RENDERS,
  };
}

/** The handler of every page URL with server rendering off: the shell, counted as served and timed. */
export function browserRenderedPages(options: {
  countPage: NonNullable<Parameters<typeof serverRenderedPages>[0]['countPage']>;
  previews: Previews;
  metrics: Pick<SiteMetrics, 'observeRender'>;
  sendShell: (reply: FastifyReply) => FastifyReply;
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    const { cohort, clientId } = visitorOf(request, reply);
    const path = request.url.split('?')[0] ?? '/';
    const page = await options.countPage(path, cohort, clientId, !options.previews.of(request)).catch(() => undefined);
    options.metrics.observeRender(page, (performance.now() - started) / 1000, 'browser');
    return options.sendShell(reply);
  };
}

/**
 * The handler of every page URL: the server-rendered page when the render
 * succeeds, today's client-rendered shell otherwise. A browser seen for the
 * first time gets its canary cohort (and anonymous client id) here, so the release it was rendered
 * with is the one its scripts load.
 */
export function serverRenderedPages(
  options: PageRendererOptions & {
    sendShell: (reply: FastifyReply, status?: number) => FastifyReply;
    /**
     * Counts the page as served with this cohort's release (unless `counted` is false: an answer the browser
     * discards); answers that release and route pattern (health counts).
     */
    countPage?: (
      urlPath: string,
      cohort: number,
      clientId: string,
      counted?: boolean,
    ) => Promise<ServedPage | undefined>;
    /** Browsers with a preview link: rendered with their own releases, never counted (preview/). */
    previews?: Previews;
    /** Told how long each page took to answer, and whether the server rendered it (render latency, `/metrics`). */
    onAnswered?: (page: ServedPage | undefined, seconds: number, rendered: boolean) => void;
  },
) {
  const render = createPageRenderer(options);
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const started = performance.now();
    const { cohort, clientId } = visitorOf(request, reply);
    // Only a rendered page asks for the hint (Critical-CH), and a Chromium that has not sent it yet drops that
    // answer and asks again: such a request is counted (and timed) only when it will not be asked again, that
    // is when it gets the browser-drawn shell, so every page load counts once.
    const retried = willRetryWithHint(request.headers);
    const preview = options.previews?.of(request);
    const count = (counted: boolean) =>
      options
        .countPage?.(request.url.split('?')[0] ?? '/', cohort, clientId, counted && !preview)
        .catch(() => undefined);
    const page = await count(!retried);
    const sendShell = async (status?: number) => {
      if (retried) await count(true);
      return options.sendShell(reply, status);
    };
    const route = page?.route;
    // A browser may ask to see pages as the browser alone draws them (debugging, tests that stand in for the API).
    if (cookieValue(request.headers.cookie, CLIENT_RENDER_COOKIE) === 'client') return sendShell();
    const rendered = await render({
      route,
      url: request.url,
      cookieHeader: request.headers.cookie,
      colorSchemeHint: request.headers[COLOR_SCHEME_HINT.toLowerCase()] as string | undefined,
      forwardedFor: request.ip,
      cohort,
      receivedAt: started,
      ...(preview ? { view: (registry: RegistryFile) => options.previews!.view(registry, preview) } : {}),
    }).catch(() => undefined);
    if ((!retried || !rendered) && !preview)
      options.onAnswered?.(page, (performance.now() - started) / 1000, Boolean(rendered));
    if (!rendered) {
      // An address that names no page is a 404 even when the browser draws it (shed, breaker open):
      // crawlers and caches must not keep it as a page.
      return sendShell(hasMalformedSegment(request.url.split('?')[0] ?? '/') ? 404 : 200);
    }
    // An alias or a wrong slug: the page's one address, for good (search engines move what they knew to it).
    if (rendered.status === 301)
      return reply.code(301).header('cache-control', 'no-cache').redirect(rendered.location, 301);
    // A kept page goes out as the bytes it was kept as, compressed once for every browser that asks.
    const encoding = rendered.bodies && !preview ? preferredEncoding(request.headers['accept-encoding']) : undefined;
    const compressed = encoding && rendered.bodies?.get(encoding);
    if (compressed) void reply.header('content-encoding', encoding);
    const body = preview
      ? withPreviewBanner(rendered.html, preview)
      : (compressed ?? rendered.bodies?.identity ?? rendered.html);
    return (
      reply
        .code(rendered.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        // A first visit has no theme cookie yet: the browser's hint of its colour scheme picks the theme instead.
        .header('accept-ch', COLOR_SCHEME_HINT)
        .header('critical-ch', COLOR_SCHEME_HINT)
        .header('vary', `Cookie, ${COLOR_SCHEME_HINT}${compressed ? ', Accept-Encoding' : ''}`)
        .send(body)
    );
  };
  return Object.assign(answer, { warmUp: render.warmUp });
}
