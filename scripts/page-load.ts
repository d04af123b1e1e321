import { hasServerState } from './rendered-page.ts';

/**
 * Load loops of the server-rendering benchmark, with `fetch` (keep-alive, like a browser). Only answers the
 * server really rendered count as latencies and throughput: a failed render falls back to the fast client
 * shell, and counting that would flatter the server. Fallbacks and errors are counted beside them instead.
 */

/** What a run of requests gave. */
export interface LoadResult {
  /** Milliseconds of each server-rendered answer, from the request to its last byte. */
  latencies: number[];
  /** Server-rendered answers (200 with the server-state block). */
  rendered: number;
  /** 200 answers without the server-state block: the client shell. */
  fallbacks: number;
  /** Other statuses, timeouts and connection errors. */
  errors: number;
  /** From the first request to the end of the last. */
  elapsedMs: number;
}

export interface LoadOptions {
  /** Stops the run at once (Ctrl-C); the loops then throw its reason. */
  signal: AbortSignal;
  /** A request slower than this counts as an error. */
  timeoutMs: number;
}

/** Connection errors in a row after which the server is taken for dead, rather than counting errors for 10 s. */
const MAX_FAILURES_IN_A_ROW = 10;

type Outcome = 'rendered' | 'fallback' | 'error';

/** One GET of a page, read to the end (the body is what a render costs). */
async function requestPage(url: string, { signal, timeoutMs }: LoadOptions): Promise<{ outcome: Outcome; ms: number }> {
  const start = performance.now();
  try {
    const response = await fetch(url, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    const html = await response.text();
    const outcome = response.status !== 200 ? 'error' : hasServerState(html) ? 'rendered' : 'fallback';
    return { outcome, ms: performance.now() - start };
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof Error && error.name === 'TimeoutError') return { outcome: 'error', ms: timeoutMs };
    throw error;
  }
}

/** One client's requests, one after another, until `deadline` or `maxRequests`; adds its answers to `result`. */
async function client(url: string, result: LoadResult, options: LoadOptions, deadline: number, maxRequests: number) {
  let failuresInARow = 0;
  for (let sent = 0; sent < maxRequests && performance.now() < deadline; sent += 1) {
    options.signal.throwIfAborted();
    let answer;
    try {
      answer = await requestPage(url, options);
      failuresInARow = 0;
    } catch (error) {
      result.errors += 1;
      failuresInARow += 1;
      if (failuresInARow >= MAX_FAILURES_IN_A_ROW) {
        throw new Error(`the site server stopped answering ${url}: ${String((error as Error).cause ?? error)}`);
      }
      continue;
    }
    if (answer.outcome === 'rendered') {
      result.rendered += 1;
      result.latencies.push(answer.ms);
    } else if (answer.outcome === 'fallback') result.fallbacks += 1;
    else result.errors += 1;
  }
}

/**
 * `clients` clients each requesting `url` in a loop for `durationMs` (or until `maxRequests` each).
 * One client measures latency; several measure throughput.
 */
export async function loadPage(
  url: string,
  {
    clients,
    durationMs,
    maxRequests = Infinity,
    ...options
  }: LoadOptions & {
    clients: number;
    durationMs: number;
    maxRequests?: number;
  },
): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], rendered: 0, fallbacks: 0, errors: 0, elapsedMs: 0 };
  // A client that gives up stops the others, so none goes on hammering a dead server in the background.
  const giveUp = new AbortController();
  const shared = { ...options, signal: AbortSignal.any([options.signal, giveUp.signal]) };
  const start = performance.now();
  const deadline = start + durationMs;
  await Promise.all(
    Array.from({ length: clients }, () =>
      client(url, result, shared, deadline, maxRequests).catch((error: unknown) => {
        giveUp.abort(error);
        throw error;
      }),
    ),
  );
  result.elapsedMs = performance.now() - start;
  return result;
}
