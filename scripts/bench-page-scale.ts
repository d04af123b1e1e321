/**
 * Server-rendered pages under growing load, with the page cache and without it (part of `npm run bench:load`):
 * the home page, the newest article and the first dictionary entry, at 8, 32 and 64 keep-alive clients for
 * 7 s each: one worker with the page cache (PAGE_CACHE_SECONDS 30), one without, and one worker per core
 * without it (the production default has both). Per run: server-rendered answers a second, their p99, the
 * p99 time to the first byte of every answer (the bounded line's promise), the answers the browser had to draw (the server shed or failed the render) and errors; per server, its
 * resident memory before and after its minute of load, and each worker's after. Client and server share
 * this machine's cores, so the figures compare runs here, not machines.
 */
import { pickArticle, pickDictionaryEntry } from './bench-pages.ts';
import { startBenchSite, type BenchSiteSpec } from './bench-sites.ts';
import { percentile } from './latency-stats.ts';
import { loadPage } from './page-load.ts';
import os from 'node:os';
import { residentBytes } from './process-memory.ts';
import { childPids } from './process-tree.ts';

const CLIENT_COUNTS = [8, 32, 64];
// Nine rows of 7 s: each server has a minute of load behind it when its memory is read.
const RUN_MS = 7_000;
/** Well above the render budget: a slower answer is an error, not a latency. */
const TIMEOUT_MS = 10_000;

async function pagesToLoad(origin: string, signal: AbortSignal) {
  const article = await pickArticle(origin, signal);
  const entry = await pickDictionaryEntry(origin, signal);
  return [
    { label: '/', path: '/' },
    { label: 'article', path: article.path },
    { label: 'dictionary entry', path: entry.path },
  ];
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The resident memory of the server's processes: the first (the primary, or the only worker) and its workers. */
async function serverMemory(pid: number): Promise<{ total: number; workers: number[] }> {
  const [own = 0, ...workers] = await Promise.all(
    [pid, ...childPids(pid, 'main.ts')].map((each) => residentBytes(each).catch(() => 0)),
  );
  return { total: workers.reduce((sum, bytes) => sum + bytes, own), workers };
}

/** The memory row: the whole server before and after its load, and each worker after (WORKER_HEAP_MB bounds each). */
function memoryRow(label: string, before: { total: number }, after: { total: number; workers: number[] }): string {
  const each = after.workers.length ? `; each worker after: ${after.workers.map(megabytes).join(', ')}` : '';
  return `| memory (${label}) | | | RSS ${megabytes(before.total)} → ${megabytes(after.total)}${each} | | | | |`;
}

/** The table's rows (Markdown) for one site: every page at every client count. */
async function measureSite(
  spec: BenchSiteSpec,
  { cacheSeconds, workers }: { cacheSeconds: number; workers: number },
  signal: AbortSignal,
): Promise<string[]> {
  const env = { ...spec.env, PAGE_CACHE_SECONDS: String(cacheSeconds), WORKERS: String(workers) };
  const site = await startBenchSite({ ...spec, env });
  const label = `${cacheSeconds > 0 ? `on (${cacheSeconds} s)` : 'off'}, ${workers} worker${workers > 1 ? 's' : ''}`;
  try {
    const memoryBefore = await serverMemory(site.pid!);
    const rows: string[] = [];
    for (const page of await pagesToLoad(site.origin, signal)) {
      for (const clients of CLIENT_COUNTS) {
        const result = await loadPage(site.origin + page.path, {
          signal,
          timeoutMs: TIMEOUT_MS,
          clients,
          durationMs: RUN_MS,
        });
        const seconds = result.elapsedMs / 1000;
        rows.push(
          `| ${page.label} | ${label} | ${clients} | ${(result.rendered / seconds).toFixed(0)} | ` +
            `${percentile(result.latencies, 99).toFixed(0)} | ${percentile(result.firstBytes, 99).toFixed(0)} | ` +
            `${result.fallbacks} | ${result.errors} |`,
        );
      }
    }
    rows.push(memoryRow(label, memoryBefore, await serverMemory(site.pid!)));
    return rows;
  } finally {
    await site.stop();
  }
}

/** Measures both sites, one after the other, and returns the table. */
export async function pagesAtScale(spec: BenchSiteSpec, signal: AbortSignal): Promise<string[]> {
  const cores = os.availableParallelism();
  const rows = [
    ...(await measureSite(spec, { cacheSeconds: 30, workers: 1 }, signal)),
    ...(await measureSite(spec, { cacheSeconds: 0, workers: 1 }, signal)),
    ...(await measureSite(spec, { cacheSeconds: 0, workers: cores }, signal)),
  ];
  return [
    '| page | page cache, workers | clients | rendered req/s | rendered p99 ms | first byte p99 ms, every answer | drawn by the browser | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `${RUN_MS / 1000} s per row, keep-alive clients back to back; "rendered" counts answers with the server's page ` +
      '(the cache serves those too), timed to their last byte; "first byte" times every answer, rendered or not, to ' +
      'its headers; "drawn by the browser" is the client-rendered shell a shed or failed render answers.',
  ];
}
