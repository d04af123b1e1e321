/**
 * What one cold visit of a route downloads: requests, JS requests and exact gzip bytes, and which areas'
 * release files it fetched (a federated build only; a monolith has no `/releases/`).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request, Response } from '@playwright/test';
import { MANIFEST_FILE, REMOTE_ENTRY_FILE } from '../shared/registry/src/release-layout.ts';

/** Any file of a release; its manifest or remote entry means the remote was started. */
const RELEASE_FILE = /^\/releases\/([^/]+)\/[^/]+\/(.+)$/;
const BOOT_FILES = new Set([MANIFEST_FILE, REMOTE_ENTRY_FILE]);
/** The site's icon (the shell's index.html names it); any other image of the page must have a URL of its own. */
const FAVICON = '/favicon.svg';

/** What one route downloaded on a cold visit. */
export interface FirstLoad {
  requests: number;
  /** JS the page fetched until it was ready (`<html data-page-ready>`): what its first load needs. */
  jsRequests: number;
  jsGzip: number;
  /** JS fetched after the page was ready: downloads for the next navigation, made while the page is idle. */
  idleJsRequests: number;
  idleJsGzip: number;
  totalGzip: number;
  /** Areas whose manifest or remote entry was requested. */
  booted: Set<string>;
  /** Areas any of whose release files was requested. */
  touched: Set<string>;
  failed: string[];
  /** Requests for the favicon: one is the icon itself, a second means a page image reuses its URL. */
  faviconRequests: number;
  /** The Web Vitals library's chunk (`web-vitals.<hash>.js`), if fetched: its gzip bytes and when. */
  vitalsChunk?: { gzip: number; beforeReady: boolean };
}

/** The shell's lazy chunk of the `web-vitals` library (shell/src/health/web-vitals-report.ts). */
const VITALS_CHUNK = /\/web-vitals\.[\w-]+\.js$/;

/** Waits until nothing has been in flight for `quietMs`: data or chunks may still start after the <h1>. */
async function settle(page: Page, quietMs = 500): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const track = (add: boolean) => (request: Request) => {
    if (add) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  const [start, end] = [track(true), track(false)];
  page.on('request', start).on('requestfinished', end).on('requestfailed', end);
  while (inFlight.size > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(100);
  page.off('request', start).off('requestfinished', end).off('requestfailed', end);
}

/** A response's gzip size (level 9, computed here so sizes are exact whatever the server compresses) and kind. */
interface Download {
  url: string;
  js: boolean;
  gzip: number;
}

/**
 * Whether the browser's HTTP cache answered, as when the shell fetched a chunk early and its loader then asks
 * for it: no byte of the body came over the network, so it is no download. Chromium gives such a body no size.
 */
async function fromHttpCache(response: Response): Promise<boolean> {
  const sizes = await response
    .request()
    .sizes()
    .catch(() => undefined);
  return response.status() === 200 && sizes !== undefined && sizes.responseBodySize <= 0;
}

async function recordResponse(downloads: Download[], response: Response): Promise<void> {
  if (await fromHttpCache(response)) return;
  const type = response.headers()['content-type'] ?? '';
  const js = response.request().resourceType() === 'script' || type.includes('javascript');
  const body = await response.body().catch(() => Buffer.alloc(0)); // redirects have no body
  downloads.push({ url: response.url(), js, gzip: gzipSync(body, { level: 9 }).length });
}

/**
 * Added before the page's scripts: notes when the shell marks the page ready, and keeps the resource
 * timeline long enough for a whole visit.
 */
const READY_OBSERVER = `(() => {
  performance.setResourceTimingBufferSize(1000);
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.pageReady !== 'true') return;
    window.__benchReadyAt = performance.now();
    observer.disconnect();
    // The document, not <html>: the script runs before the parser has made the page's <html>.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-page-ready'] });
})();`;

/** When each URL was first requested (ms since navigation) and when the page became ready, from the page itself. */
async function readTimeline(page: Page): Promise<{ readyAt: number; startOf: Map<string, number> }> {
  const { readyAt, entries } = (await page.evaluate(`({
    readyAt: window.__benchReadyAt ?? Infinity,
    entries: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
  })`)) as { readyAt: number | null; entries: [string, number][] };
  const startOf = new Map<string, number>();
  for (const [url, start] of entries) startOf.set(url, Math.min(start, startOf.get(url) ?? Infinity));
  // JSON has no Infinity: a page never marked ready counts everything as its first load.
  return { readyAt: readyAt ?? Infinity, startOf };
}

/** Adds up the downloads, JS split at the moment the page was ready. */
function addUp(load: FirstLoad, downloads: readonly Download[], timeline: Awaited<ReturnType<typeof readTimeline>>) {
  for (const { url, js, gzip } of downloads) {
    load.totalGzip += gzip;
    if (!js) continue;
    const afterReady = (timeline.startOf.get(url) ?? 0) > timeline.readyAt;
    if (VITALS_CHUNK.test(new URL(url).pathname)) load.vitalsChunk = { gzip, beforeReady: !afterReady };
    if (afterReady) {
      load.idleJsRequests += 1;
      load.idleJsGzip += gzip;
    } else {
      load.jsRequests += 1;
      load.jsGzip += gzip;
    }
  }
}

function recordRequest(load: FirstLoad, request: Request): void {
  load.requests += 1;
  const { pathname } = new URL(request.url());
  if (pathname === FAVICON) load.faviconRequests += 1;
  const [, area, file] = RELEASE_FILE.exec(pathname) ?? [];
  if (!area || !file) return;
  load.touched.add(area);
  if (BOOT_FILES.has(file)) load.booted.add(area);
}

/** Loads `origin + route` in an empty context (cold cache) and adds up everything it downloaded. */
export async function measureFirstLoad(browser: Browser, origin: string, route: string): Promise<FirstLoad> {
  const load: FirstLoad = {
    requests: 0,
    jsRequests: 0,
    jsGzip: 0,
    idleJsRequests: 0,
    idleJsGzip: 0,
    totalGzip: 0,
    booted: new Set(),
    touched: new Set(),
    failed: [],
    faviconRequests: 0,
  };
  const context = await browser.newContext();
  const sizes: Promise<void>[] = [];
  const downloads: Download[] = [];
  try {
    const page = await context.newPage();
    await page.addInitScript(READY_OBSERVER);
    page.on('request', (request) => recordRequest(load, request));
    page.on('requestfailed', (request) => load.failed.push(request.url()));
    page.on('response', (response) => sizes.push(recordResponse(downloads, response)));
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    const h1 = page.locator('h1').first();
    await h1.waitFor({ state: 'visible', timeout: 15_000 }).catch(() => {
      throw new Error(`${route}: no visible <h1> within 15 s`);
    });
    // The area fallback and the 404 page have an <h1> too, but they mean the page is broken.
    if (await page.locator('#area-fallback-title, #not-found-title').count()) {
      throw new Error(`${route}: rendered a fallback or 404 page: "${await h1.innerText()}"`);
    }
    await settle(page);
    await Promise.all(sizes); // bodies must be read before the context closes
    addUp(load, downloads, await readTimeline(page));
  } finally {
    await context.close();
  }
  return load;
}
