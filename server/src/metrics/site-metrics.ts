import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PageCache, PageCacheOutcome } from '../render/page-cache.ts';
import { clusterMetricsText, shareWorkerRegistry } from '../cluster/cluster-metrics.ts';
import { WEB_VITALS, type WebVital } from '@shared/registry';
import type { HealthRow } from '../health/health-rows.ts';
import { VITALS_BUCKETS } from '../health/vitals-buckets.ts';
import type { VitalValue } from '../health/vitals-log.ts';

/** Render times' buckets, in seconds: a page renders in tens of milliseconds; RENDER_BUDGET_MS cuts it off. */
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5];

/** How a page request ended: rendered by the server, or handed to the browser to draw (a fallback or a failure). */
export type RenderOutcome = 'rendered' | 'browser';

/** Prometheus's base units: LCP and INP in seconds (ms divided by 1000: `le="0.7"`, never 0.7000000000000001), CLS unitless. */
const VITAL_METRICS: Record<WebVital, { name: string; help: string; divisor: number }> = {
  LCP: { name: 'platform_web_vitals_lcp_seconds', help: 'Largest Contentful Paint of page loads', divisor: 1000 },
  INP: { name: 'platform_web_vitals_inp_seconds', help: 'Interaction to Next Paint of page loads', divisor: 1000 },
  CLS: { name: 'platform_web_vitals_cls', help: 'Cumulative Layout Shift of page loads', divisor: 1 },
};

/**
 * This server's own figures for Prometheus (`/metrics`): counters since the process started and histograms,
 * each server its own, as Prometheus expects (it scrapes every server and sums: `sum by (area, version)`).
 * Labels are the area and release, never a route or a client, so the series stay few.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  private readonly pages = new Counter({
    name: 'platform_pages_served_total',
    help: 'Pages this server served, per release of the area (or shell build) that owns the page',
    labelNames: ['area', 'version'] as const,
    registers: [this.registry],
  });
  private readonly failures = new Counter({
    name: 'platform_failures_total',
    help: 'Failures a student could see, per kind (load, crash, hydration: browser reports as they arrived, uncapped; render: seen by this server)',
    labelNames: ['kind', 'area', 'version'] as const,
    registers: [this.registry],
  });
  private readonly renders = new Histogram({
    name: 'platform_page_render_seconds',
    help: 'Time this server took to answer a page, per release and outcome (rendered, or handed to the browser)',
    labelNames: ['area', 'version', 'outcome'] as const,
    buckets: RENDER_BUCKETS,
    registers: [this.registry],
  });
  private readonly vitals = Object.fromEntries(
    WEB_VITALS.map((metric) => {
      const { name, help, divisor } = VITAL_METRICS[metric];
      const histogram = new Histogram({
        name,
        help: `${help} (Web Vitals beacons this server received, capped per client)`,
        labelNames: ['area', 'version'] as const,
        // The same buckets as the store's p75 (vitals-buckets.ts), so both agree.
        buckets: VITALS_BUCKETS[metric].map((bound) => bound / divisor),
        registers: [this.registry],
      });
      return [metric, { histogram, divisor }];
    }),
  ) as Record<WebVital, { histogram: Histogram<'area' | 'version'>; divisor: number }>;

  constructor({ processMetrics = true }: { processMetrics?: boolean } = {}) {
    // Memory, CPU, event loop lag: what tells a slow server from a slow release.
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
    shareWorkerRegistry(this.registry);
  }

  /** Counts one health row as it is recorded (health-log.ts): a page served or a failure. */
  countHealth(row: Pick<HealthRow, 'kind' | 'area' | 'version'>): void {
    if (row.kind === 'pages') this.pages.inc({ area: row.area, version: row.version });
    else this.failures.inc({ kind: row.kind, area: row.area, version: row.version });
  }

  /** One page request's time, from its arrival to its answer. */
  observeRender(page: { area: string; version: string } | undefined, seconds: number, outcome: RenderOutcome): void {
    this.renders.observe({ area: page?.area ?? 'none', version: page?.version ?? 'none', outcome }, seconds);
  }

  /** Publishes the page cache's figures: what it did per request (`outcome`), and its pages and bytes now. */
  watchPageCache(cache: PageCache): PageCache {
    new Counter({
      name: 'platform_page_cache_requests_total',
      help: 'Anonymous page requests per page cache outcome: hit, stale (served while one render refreshes), miss, coalesced (waited for the same render), failed-stale (a render failed; the kept page was served)',
      labelNames: ['outcome'] as const,
      registers: [this.registry],
      // The cache counts; each scrape reads its totals (a counter that only grows, as Prometheus expects).
      collect() {
        this.reset();
        for (const [outcome, count] of Object.entries(cache.counts))
          this.inc({ outcome: outcome as PageCacheOutcome }, count);
      },
    });
    new Gauge({
      name: 'platform_page_cache_entries',
      help: 'Pages in this server process page cache',
      registers: [this.registry],
      collect() {
        this.set(cache.size.entries);
      },
    });
    new Gauge({
      name: 'platform_page_cache_bytes',
      help: 'Size of the HTML in this server process page cache (UTF-16 code units)',
      registers: [this.registry],
      collect() {
        this.set(cache.size.bytes);
      },
    });
    return cache;
  }

  /** One Web Vital a browser sent, once the vitals log counted it (within the client's cap). */
  observeVital(vital: Pick<VitalValue, 'area' | 'version' | 'metric' | 'value'>): void {
    const { histogram, divisor } = this.vitals[vital.metric];
    histogram.observe({ area: vital.area, version: vital.version }, vital.value / divisor);
  }

  /** The text Prometheus reads, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    // Under workers, every worker's figures summed (cluster-metrics.ts); alone, this process's.
    return { contentType: this.registry.contentType, text: await (clusterMetricsText() ?? this.registry.metrics()) };
  }
}
