/**
 * Measures server rendering (`npm run bench:ssr`): starts the built site, picks an article and a dictionary
 * entry from the site's own API, checks the server renders both, then per page measures one client's latency
 * (median, p95) and the throughput of 8 concurrent clients, and prints the server's resident memory before
 * and after. Client and server share this machine, so the numbers compare runs here, not machines. It fails
 * only when something is broken (no server render, a dead server), never on a timing.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { blogIndexResponseSchema, dehkhodaEntriesResponseSchema } from '@shared/api-client';
import { repoRoot, startSiteServer, type SiteServer } from '../e2e/support/site-server.ts';
import { blogPaths } from '../mf-blog/src/lib/paths.ts';
import { entryPath } from '../mf-dehkhoda/src/lib/paths.ts';
import { summarizeLatencies } from './latency-stats.ts';
import { loadPage, type LoadOptions, type LoadResult } from './page-load.ts';
import { residentBytes } from './process-memory.ts';
import { renderedPageProblem } from './rendered-page.ts';

// Per page at most 5 + 10 + 10 s, so two pages stay within a minute of measuring.
const WARMUP_REQUESTS = 20;
const WARMUP_MAX_MS = 5_000;
const SEQUENTIAL_MS = 10_000;
const CONCURRENT_MS = 10_000;
const CLIENTS = 8;
/** Well above the server's render budget (1 s), after which it sends the client shell anyway. */
const REQUEST_TIMEOUT_MS = 10_000;

/** A page to measure: its label in the table, its path and the title its `<h1>` shows. */
interface Page {
  label: string;
  path: string;
  title: string;
}

interface PageResult {
  page: Page;
  sequential: LoadResult;
  concurrent: LoadResult;
}

async function apiJson(origin: string, apiPath: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(`${origin}/api/${apiPath}`, { signal });
  if (!response.ok) throw new Error(`GET /api/${apiPath} answered HTTP ${response.status}`);
  return response.json();
}

/** The newest article and the first dictionary entry, as the site's API lists them. */
async function pickPages(origin: string, signal: AbortSignal): Promise<Page[]> {
  const blog = blogIndexResponseSchema.parse(await apiJson(origin, 'front/blog/index', signal)).data;
  const post = blog.latest_posts[0] ?? blog.featured_posts[0];
  if (!post) throw new Error('GET /api/front/blog/index lists no article to measure');
  const entries = dehkhodaEntriesResponseSchema.parse(await apiJson(origin, 'front/dehkhoda/entries?limit=1', signal));
  const entry = entries.data[0];
  if (!entry) throw new Error('GET /api/front/dehkhoda/entries lists no dictionary entry to measure');
  return [
    { label: 'article', path: blogPaths.article(post.slug), title: post.title },
    { label: 'dictionary entry', path: entryPath(entry), title: entry.title },
  ];
}

/** Refuses to measure a page the server does not render: its numbers would be the client shell's. */
async function checkRendered(origin: string, page: Page, signal: AbortSignal): Promise<void> {
  const response = await fetch(origin + page.path, { headers: { accept: 'text/html' }, signal });
  const problem = renderedPageProblem({ status: response.status, html: await response.text() }, page.title);
  if (problem) throw new Error(`${page.label} ${decodeURI(page.path)} ${problem}; not measuring it.`);
}

async function measure(origin: string, page: Page, options: LoadOptions): Promise<PageResult> {
  const url = origin + page.path;
  await loadPage(url, { ...options, clients: 1, durationMs: WARMUP_MAX_MS, maxRequests: WARMUP_REQUESTS });
  const sequential = await loadPage(url, { ...options, clients: 1, durationMs: SEQUENTIAL_MS });
  const concurrent = await loadPage(url, { ...options, clients: CLIENTS, durationMs: CONCURRENT_MS });
  return { page, sequential, concurrent };
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function report(results: PageResult[], rssBefore: number, rssAfter: number): void {
  const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);
  const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));
  for (const { page } of results) console.log(`${page.label}: ${decodeURI(page.path)}`);
  console.log('');
  row([
    'page',
    'median ms',
    'p95 ms',
    `req/s (${CLIENTS} clients)`,
    `requests (1 / ${CLIENTS} clients)`,
    'errors',
    'shell fallbacks',
  ]);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:']);
  for (const { page, sequential, concurrent } of results) {
    const latency = summarizeLatencies(sequential.latencies);
    const perSecond = concurrent.rendered / (concurrent.elapsedMs / 1000);
    row([
      page.label,
      ms(latency.median),
      ms(latency.p95),
      perSecond.toFixed(1),
      `${sequential.rendered} / ${concurrent.rendered}`,
      sequential.errors + concurrent.errors,
      sequential.fallbacks + concurrent.fallbacks,
    ]);
  }
  const growth = rssAfter - rssBefore;
  console.log(
    `\nserver RSS: before ${megabytes(rssBefore)} MB, after ${megabytes(rssAfter)} MB (${growth >= 0 ? '+' : ''}${megabytes(growth)} MB)`,
  );
  console.log('(latency and req/s count server-rendered answers only; errors and shell fallbacks are counted apart;');
  console.log(' RSS includes garbage V8 has not collected yet, so growth alone is not a leak)');
}

async function main(interrupted: AbortSignal): Promise<void> {
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(repoRoot, 'dist');
  if (!existsSync(path.join(distDir, 'shell', 'index.html'))) {
    throw new Error(`${distDir} has no built site (shell/index.html): run npm run build first.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ssr-'));
  let server: SiteServer | undefined;
  try {
    server = await startSiteServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      // The renders' API calls all come from 127.0.0.1: the dev API's per-client limit would throttle them.
      DEV_API_RATE_LIMIT: '1000000',
    });
    interrupted.throwIfAborted(); // Ctrl-C while it started
    const pid = server.pid!;
    const rssBefore = await residentBytes(pid);
    const pages = await pickPages(server.origin, interrupted);
    for (const page of pages) await checkRendered(server.origin, page, interrupted);
    console.log(
      `Measuring ${pages.length} pages: ${WARMUP_REQUESTS} warm-up requests, ${SEQUENTIAL_MS / 1000} s with 1 client, ` +
        `${CONCURRENT_MS / 1000} s with ${CLIENTS} clients each (${os.availableParallelism()} CPUs shared with the server)\n`,
    );
    const results: PageResult[] = [];
    for (const page of pages) {
      results.push(await measure(server.origin, page, { signal: interrupted, timeoutMs: REQUEST_TIMEOUT_MS }));
    }
    report(results, rssBefore, await residentBytes(pid));
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Ctrl-C (or SIGTERM) ends the run at the next request and still stops the server. One Ctrl-C often arrives
// twice (the terminal sends it to us, and `tsx` relays it again), so only a signal a second later means
// "exit now" (startSiteServer's exit hook then kills the server).
const interruption = new AbortController();
let interruptedAt = 0;
const onSignal = (signal: NodeJS.Signals) => {
  if (!interruption.signal.aborted) {
    interruptedAt = Date.now();
    interruption.abort(new Error(`interrupted by ${signal}: stopping the site server`));
  } else if (Date.now() - interruptedAt > 1_000) process.exit(130);
};
process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

main(interruption.signal)
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = interruption.signal.aborted ? 130 : 1;
  })
  .finally(() => process.off('SIGINT', onSignal).off('SIGTERM', onSignal));
