/**
 * Measures what a student waits for (`npm run bench:nav`): the federated site (`dist/`, server
 * rendering on) against the monolith yardstick (`dist-monolith/`, federation off, no server rendering), both
 * throttled like a mid-range phone on slow 4G. Per build: FCP, LCP and CLS of `/`, of an area route and of an
 * article, and the click from `/` to an area not loaded yet until its heading paints. Each number is the median
 * of 5 runs, the builds interleaved (federated, monolith, federated, …) so a busy moment of this machine hits
 * both; each run is a fresh browser context (cold cache). Numbers are printed, never judged; it fails only when
 * something is broken.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser.ts';
import { untilPageReady } from '../e2e/support/page-ready.ts';
import { repoRoot } from '../e2e/support/site-server.ts';
import { runBench } from './bench-main.ts';
import { pickArticle } from './bench-pages.ts';
import { benchSiteSpecs, missingBuilds, withBenchSites, type BenchSite, type BenchSiteSpec } from './bench-sites.ts';
import { addPaintObservers, armClickToHeading, clickToHeadingMs, readPaintMetrics } from './bench-nav-probe.ts';
import { formatTable, type MetricSamples } from './bench-nav-table.ts';
import { describeThrottling, throttle } from './bench-nav-throttle.ts';

const RUNS = 5;
/** Per load, throttled; a visit took about 6 s with its settling (30 visits in 3 min, 2026-11-25). */
const LOAD_TIMEOUT_MS = 45_000;
/** "Settled": no request for 500 ms (Playwright's network idle), bounded, then this much more for late paints. */
const IDLE_TIMEOUT_MS = 20_000;
const SETTLE_MS = 1_000;
const CLICK_TIMEOUT_MS = 30_000;
/** Failed measures in a row after which the run stops: something is broken, not slow. */
const MAX_FAILURES_IN_A_ROW = 4;

const AREA = { path: '/dehkhoda', link: 'لغت‌نامه', heading: 'لغت‌نامه دهخدا' };

/** A measured page: its label in the table and its path. */
interface Target {
  label: string;
  path: string;
}

/** A row of the table: each build's samples in run order. */
interface Row extends MetricSamples {
  federated: (number | undefined)[];
  monolith: (number | undefined)[];
}

const CLICK_LABEL = `click / → ${AREA.path} until its h1 paints`;

/** The table's rows a visit of `target` fills: its paint metrics, and the click for the home page. */
function labelsOf(target: Target): string[] {
  const paint = ['FCP', 'LCP', 'CLS'].map((metric) => `${metric} ${target.label}`);
  return target.path === '/' ? [...paint, CLICK_LABEL] : paint;
}

/**
 * The root script builds both; run alone, this builds the monolith when `dist-monolith/` has none (or with
 * `--build`), never a folder `BENCH_NAV_MONOLITH_DIST` names, which `npm run build:monolith` does not write.
 */
function ensureBuilt(specs: readonly BenchSiteSpec[]): void {
  const missing = new Map(missingBuilds(specs).map((spec) => [spec.build, spec.distDir]));
  const federated = missing.get('federated');
  if (federated) throw new Error(`${federated} has no built site: run npm run build first.`);
  const monolith = missing.get('monolith');
  if (!process.argv.includes('--build') && !monolith) return;
  if (process.env.BENCH_NAV_MONOLITH_DIST) {
    if (!monolith) return;
    throw new Error(`BENCH_NAV_MONOLITH_DIST=${monolith} has no built site (shell/index.html).`);
  }
  console.log('Building the monolith (npm run build:monolith)…');
  const build = spawnSync('npm', ['run', 'build:monolith'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build:monolith failed (exit ${build.status ?? build.signal})`);
}

/**
 * Opens `url` throttled in a fresh context and waits until it is settled: loaded, network idle (bounded),
 * hydrated when the server rendered it (a click before that would load a new document), then 1 s more.
 */
async function openSettled(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page);
    await addPaintObservers(page);
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => undefined);
    await untilPageReady(page);
    await page.waitForTimeout(SETTLE_MS);
    // The area fallback and the 404 page paint too, but measuring them would measure a broken page.
    if (await page.locator('#area-fallback-title, #not-found-title').count()) {
      throw new Error(`rendered a fallback or 404 page: «${await page.locator('h1').first().innerText()}»`);
    }
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** What one visit gave, by metric label; a metric the page did not report is left out. */
type Visit = Record<string, number | undefined>;

async function visitPage(browser: Browser, origin: string, target: Target): Promise<Visit> {
  const { context, page } = await openSettled(browser, origin + target.path);
  try {
    const paint = await readPaintMetrics(page);
    return {
      [`FCP ${target.label}`]: paint.fcp,
      [`LCP ${target.label}`]: paint.lcp,
      [`CLS ${target.label}`]: paint.cls,
    };
  } finally {
    await context.close();
  }
}

/**
 * `/`'s paint metrics, then the click to the area on the same settled page (its values are read before the
 * click, which ends LCP). Playwright's click moves the pointer onto the link first, as a student's does, so
 * the menu's preload-on-hover starts a few milliseconds before the measured click.
 */
async function visitHomeAndClick(browser: Browser, origin: string, home: Target): Promise<Visit> {
  const { context, page } = await openSettled(browser, origin + home.path);
  try {
    const paint = await readPaintMetrics(page);
    const visit: Visit = {
      [`FCP ${home.label}`]: paint.fcp,
      [`LCP ${home.label}`]: paint.lcp,
      [`CLS ${home.label}`]: paint.cls,
    };
    const link = page
      .getByRole('banner')
      .getByRole('navigation', { name: 'منوی اصلی' })
      .getByRole('link', { name: AREA.link, exact: true });
    await armClickToHeading(page, AREA.heading);
    await link.click({ timeout: CLICK_TIMEOUT_MS });
    visit[CLICK_LABEL] = await clickToHeadingMs(page, CLICK_TIMEOUT_MS);
    return visit;
  } finally {
    await context.close();
  }
}

/** The table's rows, by label, in the order they are printed. */
function emptyRows(targets: Target[]): Map<string, Row> {
  const rows = new Map<string, Row>();
  const add = (label: string, unit: MetricSamples['unit']) =>
    rows.set(label, { label, unit, federated: [], monolith: [] });
  for (const metric of ['FCP', 'LCP'] as const) for (const target of targets) add(`${metric} ${target.label}`, 'ms');
  add(CLICK_LABEL, 'ms');
  for (const target of targets) add(`CLS ${target.label}`, 'score');
  return rows;
}

async function measureAll(
  browser: Browser,
  sites: readonly BenchSite[],
  targets: Target[],
  interrupted: AbortSignal,
): Promise<Row[]> {
  const rows = emptyRows(targets);
  let failuresInARow = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`run ${run}/${RUNS}…`);
    for (const target of targets) {
      for (const site of sites) {
        interrupted.throwIfAborted();
        const visitOf = target.path === '/' ? visitHomeAndClick : visitPage;
        let visit: Visit = {};
        try {
          visit = await visitOf(browser, site.origin, target);
          failuresInARow = 0;
        } catch (error) {
          interrupted.throwIfAborted();
          console.error(`  ${site.build} ${decodeURI(target.path)}: ${error instanceof Error ? error.message : error}`);
          failuresInARow += 1;
          if (failuresInARow >= MAX_FAILURES_IN_A_ROW)
            throw new Error(`${failuresInARow} failed visits in a row: stopping`);
        }
        // Every row of this target gets one entry per run, undefined where the visit gave none.
        for (const label of labelsOf(target)) rows.get(label)![site.build].push(visit[label]);
      }
    }
  }
  return [...rows.values()];
}

async function main(interrupted: AbortSignal): Promise<void> {
  const specs = benchSiteSpecs({ monolithDist: process.env.BENCH_NAV_MONOLITH_DIST });
  ensureBuilt(specs);
  const started = performance.now();
  // withBenchSites gives each site its own data directory: no shared accounts or files.
  await withBenchSites(specs, async (sites) => {
    interrupted.throwIfAborted(); // Ctrl-C while they started
    const article = await pickArticle(sites[0]!.origin, interrupted);
    const targets: Target[] = [
      { label: '/', path: '/' },
      { label: AREA.path, path: AREA.path },
      { label: 'article', path: article.path },
    ];
    for (const spec of specs) console.log(`${spec.build}: ${path.relative(repoRoot, spec.distDir) || '.'}`);
    console.log(`article: ${decodeURI(article.path)}\n`);
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    try {
      const rows = await measureAll(browser, sites, targets, interrupted);
      console.log('');
      for (const line of formatTable(rows)) console.log(line);
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      console.log(
        `\nsettings: ${describeThrottling()}; median of ${RUNS} runs per build, federated and monolith interleaved, ` +
          `each visit a fresh browser context (cold cache), values read ${SETTLE_MS / 1000} s after network idle; ` +
          `federated with server rendering, monolith without; ${os.availableParallelism()} CPUs; ${minutes} min`,
      );
    } finally {
      await browser.close();
    }
  });
}

// Ctrl-C ends the run before the next visit and still stops the servers and the browser.
void runBench(main, 'the site servers');
