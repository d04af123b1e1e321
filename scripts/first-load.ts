/**
 * What one cold visit of a route downloads: requests, JS requests and exact gzip bytes, and which areas'
 * release files it fetched (a federated build only; a monolith has no `/releases/`).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request, Response } from '@playwright/test';

/** Any file of a release; its manifest or remote entry means the remote was started. */
const RELEASE_FILE = /^\/releases\/([^/]+)\/[^/]+\/(.+)$/;
const BOOT_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);
/** The site's icon (the shell's index.html names it); any other image of the page must have a URL of its own. */
const FAVICON = '/favicon.svg';

/** What one route downloaded on a cold visit. */
export interface FirstLoad {
  requests: number;
  jsRequests: number;
  jsGzip: number;
  totalGzip: number;
  /** Areas whose manifest or remote entry was requested. */
  booted: Set<string>;
  /** Areas any of whose release files was requested. */
  touched: Set<string>;
  failed: string[];
  /** Requests for the favicon: one is the icon itself, a second means a page image reuses its URL. */
  faviconRequests: number;
}

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

/** Counts a response; gzip level 9 is computed here so sizes are exact whatever the server compresses. */
async function recordResponse(load: FirstLoad, response: Response): Promise<void> {
  const type = response.headers()['content-type'] ?? '';
  const js = response.request().resourceType() === 'script' || type.includes('javascript');
  if (js) load.jsRequests += 1;
  const body = await response.body().catch(() => Buffer.alloc(0)); // redirects have no body
  const size = gzipSync(body, { level: 9 }).length;
  load.totalGzip += size;
  if (js) load.jsGzip += size;
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
    totalGzip: 0,
    booted: new Set(),
    touched: new Set(),
    failed: [],
    faviconRequests: 0,
  };
  const context = await browser.newContext();
  const sizes: Promise<void>[] = [];
  try {
    const page = await context.newPage();
    page.on('request', (request) => recordRequest(load, request));
    page.on('requestfailed', (request) => load.failed.push(request.url()));
    page.on('response', (response) => sizes.push(recordResponse(load, response)));
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
  } finally {
    await context.close();
  }
  return load;
}
