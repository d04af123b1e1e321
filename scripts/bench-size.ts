/**
 * Measures what a first visit downloads: starts the site server on the built `dist`, loads the home page and
 * one page per area, each in an empty browser context, and prints requests and exact gzip bytes per route.
 * It fails only when something is broken (server or page), never on a size or a timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { reportCardUuid } from '../dev-api/src/seed/profile.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each measured route and the area that owns it (null: the shell itself). */
const ROUTES: readonly [route: string, area: string | null][] = [
  ['/', null],
  ['/learn', 'learn'],
  ['/quiz', 'quiz'],
  ['/dehkhoda', 'dehkhoda'],
  ['/articles', 'blog'],
  // The demo student's shared report card: the one profile page a guest can open.
  [`/profile/report-card/${reportCardUuid(1)}`, 'profile'],
];

/** Any file of a release; its manifest or remote entry means the remote was started. */
const RELEASE_FILE = /^\/releases\/([^/]+)\/[^/]+\/(.+)$/;
const BOOT_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** What one route downloaded on a cold visit. */
class RouteResult {
  requests = 0;
  jsRequests = 0;
  jsGzip = 0;
  totalGzip = 0;
  booted = new Set<string>(); // areas whose manifest or remote entry was requested
  touched = new Set<string>(); // areas any of whose release files was requested
  failed: string[] = [];
  constructor(
    readonly route: string,
    readonly ownArea: string | null,
  ) {}
}

/** Asks the OS for a free loopback port, so the run never collides with another server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /healthz; stops early if the server process died, so a bad start fails fast. */
async function waitForHealthy(origin: string, server: ChildProcess): Promise<void> {
  const healthy = () =>
    fetch(`${origin}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (server.exitCode !== null)
      throw new Error(`site server exited with code ${server.exitCode} before it was healthy`);
    if (await healthy()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`site server not healthy at ${origin} after 30 s`);
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
async function recordResponse(result: RouteResult, response: Response): Promise<void> {
  const type = response.headers()['content-type'] ?? '';
  const js = response.request().resourceType() === 'script' || type.includes('javascript');
  if (js) result.jsRequests += 1;
  const body = await response.body().catch(() => Buffer.alloc(0)); // redirects have no body
  const size = gzipSync(body, { level: 9 }).length;
  result.totalGzip += size;
  if (js) result.jsGzip += size;
}

function recordRequest(result: RouteResult, request: Request): void {
  result.requests += 1;
  const [, area, file] = RELEASE_FILE.exec(new URL(request.url()).pathname) ?? [];
  if (!area || !file) return;
  result.touched.add(area);
  if (BOOT_FILES.has(file)) result.booted.add(area);
}

/** Loads one route in an empty context (cold cache) and adds up everything it downloaded. */
async function measure(browser: Browser, origin: string, route: string, ownArea: string | null): Promise<RouteResult> {
  const result = new RouteResult(route, ownArea);
  const context = await browser.newContext();
  const sizes: Promise<void>[] = [];
  try {
    const page = await context.newPage();
    page.on('request', (request) => recordRequest(result, request));
    page.on('requestfailed', (request) => result.failed.push(request.url()));
    page.on('response', (response) => sizes.push(recordResponse(result, response)));
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
  return result;
}

/** Prints the table, then one line per route about remotes other than its own. */
function report(results: RouteResult[]): void {
  const list = (areas: Iterable<string>) => [...areas].sort().join(', ') || '—';
  const row = (cells: (string | number)[]) => console.log(`| ${cells.join(' | ')} |`);
  row([
    'route',
    'requests',
    'JS requests',
    'JS gzip bytes (KiB)',
    'total gzip bytes',
    'remotes booted (manifest/entry)',
  ]);
  row(['---', '---:', '---:', '---:', '---:', '---']);
  for (const r of results) {
    const kib = (r.jsGzip / 1024).toFixed(1);
    row([r.route, r.requests, r.jsRequests, `${r.jsGzip} (${kib})`, r.totalGzip, list(r.booted)]);
  }
  console.log('');
  for (const r of results) {
    const foreign = [...r.touched].filter((area) => area !== r.ownArea);
    const verdict = foreign.length ? `YES: ${list(foreign)}` : 'no';
    console.log(`${r.route} (${r.ownArea ?? 'shell'}): other remotes fetched: ${verdict}`);
    if (r.failed.length) console.log(`  failed requests: ${r.failed.join(' ')}`);
  }
  const home = results.find((r) => r.route === '/');
  const booted = home?.booted.size ? `YES (${list(home.booted)}), expected none` : 'none (as expected)';
  console.log(`\nHome page "/": remote manifests/entries requested: ${booted}`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-size-'));
  const origin = `http://127.0.0.1:${await freePort()}`;
  // `node --import tsx` rather than npx: a single process we own, so SIGTERM really stops it.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: new URL(origin).port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const killOnExit = () => server.kill('SIGKILL'); // last resort if we die before `finally`
  process.once('exit', killOnExit);
  let browser: Browser | undefined;
  try {
    await waitForHealthy(origin, server);
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    const results: RouteResult[] = [];
    for (const [route, area] of ROUTES) results.push(await measure(browser, origin, route, area));
    report(results);
  } catch (error) {
    // A page that never renders is often a crashed server: say so rather than only "no <h1>".
    if (server.exitCode === null || !browser) throw error;
    throw new Error(`${String(error)} (the site server exited with code ${server.exitCode})`);
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
