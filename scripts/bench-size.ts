/**
 * Measures what a first visit downloads: starts the site server on the built
 * `dist`, loads the home page and one page per area in a fresh browser
 * context each, and prints requests and exact gzip bytes per route. It fails
 * only when something is broken, never on a size or a timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each measured route and the area that owns it (null: the shell itself). */
const ROUTES: readonly { path: string; area: string | null }[] = [
  { path: '/', area: null },
  { path: '/learn', area: 'learn' },
  { path: '/quiz', area: 'quiz' },
  { path: '/dehkhoda', area: 'dehkhoda' },
  { path: '/articles', area: 'blog' },
  { path: '/profile/report-card/demo', area: 'profile' },
];

/** Any file of a release, and the two files that mean "this remote was started". */
const RELEASE_FILE = /^\/releases\/([^/]+)\/[^/]+\/(.+)$/;
const REMOTE_BOOT_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);

interface RouteResult {
  route: string;
  ownArea: string | null;
  requests: number;
  jsRequests: number;
  jsGzip: number;
  totalGzip: number;
  /** Areas whose manifest or remote entry was requested. */
  bootedAreas: Set<string>;
  /** Areas any of whose release files (entry, manifest or chunk) was requested. */
  touchedAreas: Set<string>;
  failedRequests: string[];
}

/** Asks the OS for a free loopback port, so parallel runs and other servers never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /healthz; gives up early if the server process died, so a bad start fails fast. */
async function waitForHealthy(origin: string, server: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`site server exited with code ${server.exitCode}`);
    const ok = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`site server not healthy at ${origin} after ${timeoutMs} ms`);
}

/** Stops the server and waits for it to exit; SIGKILL if it ignores SIGTERM. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Waits until no request has been in flight for `quietMs`: lazy area chunks may start after `networkidle`. */
async function settle(page: Page, quietMs = 500): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const start = (request: Request) => { inFlight.add(request); lastChange = Date.now(); };
  const end = (request: Request) => { inFlight.delete(request); lastChange = Date.now(); };
  page.on('request', start).on('requestfinished', end).on('requestfailed', end);
  while (inFlight.size > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(100);
  page.off('request', start).off('requestfinished', end).off('requestfailed', end);
}

/** Gzip level 9 of the body ourselves: exact and independent of how the server compresses. */
async function gzipSize(response: Response): Promise<number> {
  const body = await response.body().catch(() => Buffer.alloc(0)); // redirects have no body
  return gzipSync(body, { level: 9 }).length;
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/.test(type);
}

/** Loads one route in an empty context and adds up everything it downloaded. */
async function measure(browser: Browser, origin: string, route: string, ownArea: string | null): Promise<RouteResult> {
  const result: RouteResult = {
    route, ownArea, requests: 0, jsRequests: 0, jsGzip: 0, totalGzip: 0,
    bootedAreas: new Set(), touchedAreas: new Set(), failedRequests: [],
  };
  const context = await browser.newContext();
  const sizes: Promise<void>[] = [];
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      result.requests += 1;
      const match = RELEASE_FILE.exec(new URL(request.url()).pathname);
      if (!match?.[1] || !match[2]) return;
      result.touchedAreas.add(match[1]);
      if (REMOTE_BOOT_FILES.has(match[2])) result.bootedAreas.add(match[1]);
    });
    page.on('requestfailed', (request) => result.failedRequests.push(request.url()));
    page.on('response', (response) => {
      const js = isJavaScript(response);
      if (js) result.jsRequests += 1;
      sizes.push(gzipSize(response).then((size) => {
        result.totalGzip += size;
        if (js) result.jsGzip += size;
      }));
    });
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    await page
      .locator('h1')
      .first()
      .waitFor({ state: 'visible', timeout: 15_000 })
      .catch(() => Promise.reject(new Error(`${route}: no visible <h1> within 15 s`)));
    // The area fallback and the 404 page have an <h1> too, but they mean the page is broken.
    if (await page.locator('#area-fallback-title, #not-found-title').count()) {
      throw new Error(`${route}: rendered a fallback/404: ${await page.locator('h1').first().innerText()}`);
    }
    await settle(page);
    await Promise.all(sizes); // bodies must be read before the context closes
  } finally {
    await context.close();
  }
  return result;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const list = (areas: Set<string>) => [...areas].sort().join(', ') || '—';

/** Prints the table, then one line per route about remotes other than its own. */
function report(results: RouteResult[]): void {
  console.log('| route | requests | JS requests | JS gzip bytes (KiB) | total gzip bytes | remotes booted (manifest/entry) |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const r of results) {
    console.log(`| ${r.route} | ${r.requests} | ${r.jsRequests} | ${r.jsGzip} (${kib(r.jsGzip)}) | ${r.totalGzip} | ${list(r.bootedAreas)} |`);
  }
  console.log('');
  for (const r of results) {
    const foreign = [...r.touchedAreas].filter((area) => area !== r.ownArea);
    const own = r.ownArea ?? 'shell only';
    console.log(`${r.route} (${own}): other remotes fetched: ${foreign.length ? `YES: ${foreign.sort().join(', ')}` : 'no'}`);
    if (r.failedRequests.length) console.log(`  failed requests: ${r.failedRequests.join(' ')}`);
  }
  const home = results.find((r) => r.route === '/');
  if (home) {
    const booted = home.bootedAreas.size ? `YES (${list(home.bootedAreas)}) — expected none` : 'none (as expected)';
    console.log(`\nHome page "/": remote manifests/entries requested: ${booted}`);
  }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-size-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // `node --import tsx` rather than npx: one process we own, so SIGTERM really stops it.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const killOnExit = () => server.kill('SIGKILL'); // last resort if we die without reaching `finally`
  process.once('exit', killOnExit);
  let browser: Browser | undefined;
  try {
    await waitForHealthy(origin, server);
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    const results: RouteResult[] = [];
    for (const { path: route, area } of ROUTES) results.push(await measure(browser, origin, route, area));
    report(results);
  } catch (error) {
    // A page that never renders is often a server that crashed: say so instead of only "no <h1>".
    if (server.exitCode === null) throw error;
    throw new Error(`${String(error)} (the site server exited with code ${server.exitCode} during the run)`);
  } finally {
    await browser?.close();
    await stopServer(server);
    process.off('exit', killOnExit);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
