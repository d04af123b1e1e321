import { setMaxListeners } from 'node:events';
import * as undici from 'undici';
import { hasServerState } from './rendered-page.ts';

/**
 * Load loops of the server-rendering benchmark, on keep-alive connections (like a browser). Only answers the
 * server really rendered count as latencies and throughput: a failed render falls back to the fast client
 * shell, and counting that would flatter the server. Fallbacks and errors are counted beside them instead.
 */

/** What a run of requests gave. */
export interface LoadResult {
  /** Milliseconds of each server-rendered answer, from the request to its last byte. */
  latencies: number[];
  /** Milliseconds from the request to the answer's headers, for every answer (rendered or not, not errors). */
  firstBytes: number[];
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

/**
 * One GET of a page, read to the end (the body is what a render costs). undici's `request` rather than
 * `fetch`: the client shares the server's cores, and `fetch` costs it several times the CPU per answer.
 */
async function requestPage(
  url: string,
  { signal, timeoutMs }: LoadOptions,
): Promise<{ outcome: Outcome; ms: number; firstByteMs: number }> {
  const start = performance.now();
  // Its own signal, let go of when the request ends: `AbortSignal.any` per request would pile thousands of
  // listeners on the run's signal under load (Node warns of a leak and the bench's output drowns).
  const request = new AbortController();
  const stop = () => request.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(() => request.abort(new DOMException('the page took too long', 'TimeoutError')), timeoutMs);
  try {
    const response = await undici.request(url, { headers: { accept: 'text/html' }, signal: request.signal });
    const firstByteMs = performance.now() - start;
    const html = await response.body.text();
    const outcome = response.statusCode !== 200 ? 'error' : hasServerState(html) ? 'rendered' : 'fallback';
    return { outcome, ms: performance.now() - start, firstByteMs };
  } catch (error) {
    signal.throwIfAborted();
    if (request.signal.aborted) return { outcome: 'error', ms: timeoutMs, firstByteMs: timeoutMs };
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
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
    if (answer.outcome !== 'error') result.firstBytes.push(answer.firstByteMs);
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
  const result: LoadResult = { latencies: [], firstBytes: [], rendered: 0, fallbacks: 0, errors: 0, elapsedMs: 0 };
  // A client that gives up stops the others, so none goes on hammering a dead server in the background.
  const giveUp = new AbortController();
  const shared = { ...options, signal: AbortSignal.any([options.signal, giveUp.signal]) };
  // Each client's request in flight listens to it: as many listeners as clients is expected, not a leak.
  setMaxListeners(clients + 10, shared.signal);
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
