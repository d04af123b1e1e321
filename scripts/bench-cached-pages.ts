/**
 * Kept pages at full speed (part of `npm run bench:load`): the home page and the newest article, served
 * from the page cache, at 32 keep-alive connections for 8 s, loaded by autocannon rather than by the
 * benches' fetch client. Node's fetch costs more CPU a request than the server spends on a kept page, and
 * both share this machine's two cores, so with it the client was the limit (the page table's "on" rows);
 * autocannon's raw HTTP/1.1 client is light enough to show the server's own figure. One worker, then one per
 * core; the figure is the mean of the run's seconds.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { pickArticle } from './bench-pages.ts';
import { startBenchSite, type BenchSiteSpec } from './bench-sites.ts';

const CONNECTIONS = 32;
const SECONDS = 8;

interface CachedRun {
  page: string;
  workers: number;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function hammer(url: string, signal: AbortSignal) {
  // A first request renders and keeps the page and starts its Brotli copy, made off the event loop in well
  // under a second: the run measures kept pages as they are sent.
  await fetch(url, { headers: { 'accept-encoding': 'br' }, signal }).then((response) => response.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } },
      (error, result) => {
        signal.removeEventListener('abort', stop);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      },
    );
    // An interrupted bench stops the run; autocannon then reports what it measured so far.
    const stop = () => instance.stop();
    signal.addEventListener('abort', stop, { once: true });
  });
}

async function measureWorkers(spec: BenchSiteSpec, workers: number, signal: AbortSignal): Promise<CachedRun[]> {
  const site = await startBenchSite({
    ...spec,
    env: { ...spec.env, PAGE_CACHE_SECONDS: '30', WORKERS: String(workers) },
  });
  try {
    const article = await pickArticle(site.origin, signal);
    const runs: CachedRun[] = [];
    for (const [page, pagePath] of [
      ['/', '/'],
      ['article', article.path],
    ] as const) {
      const result = await hammer(site.origin + pagePath, signal);
      runs.push({
        page,
        workers,
        requestsPerSecond: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
    return runs;
  } finally {
    await site.stop();
  }
}

/** The table of kept pages: one worker, then one per core. */
export async function cachedPagesAtFullSpeed(spec: BenchSiteSpec, signal: AbortSignal): Promise<string[]> {
  const runs = [
    ...(await measureWorkers(spec, 1, signal)),
    ...(await measureWorkers(spec, os.availableParallelism(), signal)),
  ];
  return [
    `| page | workers | req/s (${CONNECTIONS} connections, autocannon) | p99 ms | errors | not 2xx |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      (run) =>
        `| ${run.page} | ${run.workers} | ${run.requestsPerSecond.toFixed(0)} | ${run.p99.toFixed(0)} | ${run.errors} | ${run.non2xx} |`,
    ),
    '',
    `${SECONDS} s per row, Brotli accepted; the page is rendered, kept and compressed once before each run.`,
  ];
}
