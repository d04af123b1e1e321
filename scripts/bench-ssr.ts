/**
 * Measures server rendering (`npm run bench:ssr`): starts the built site, picks an article and a dictionary
 * entry from the site's own API, checks the server renders both, then per page measures one client's latency
 * (median, p95) and the throughput of 8 concurrent clients, and prints the server's resident memory before
 * and after. Client and server share this machine, so the numbers compare runs here, not machines. It fails
 * only when something is broken (no server render, a dead server), never on a timing.
 */
import os from 'node:os';
import { runBench } from './bench-main.ts';
import { pickArticle, pickDictionaryEntry, type PickedPage } from './bench-pages.ts';
import { benchSiteSpecs, missingBuilds, startBenchSite, type BenchSite } from './bench-sites.ts';
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
interface Page extends PickedPage {
  label: string;
}

interface PageResult {
  page: Page;
  sequential: LoadResult;
  concurrent: LoadResult;
}

/** The newest article and the first dictionary entry, as the site's API lists them. */
async function pickPages(origin: string, signal: AbortSignal): Promise<Page[]> {
  return [
    { label: 'article', ...(await pickArticle(origin, signal)) },
    { label: 'dictionary entry', ...(await pickDictionaryEntry(origin, signal)) },
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
  // The federated build only: the monolith renders nothing on the server.
  const federated = benchSiteSpecs({ federatedDist: process.env.DIST_DIR }).find((spec) => spec.build === 'federated')!;
  if (missingBuilds([federated]).length) {
    throw new Error(`${federated.distDir} has no built site (shell/index.html): run npm run build first.`);
  }
  let server: BenchSite | undefined;
  try {
    server = await startBenchSite(federated);
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
  }
}

// Ctrl-C ends the run at the next request and still stops the server.
void runBench(main, 'the site server');
