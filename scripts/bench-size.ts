/**
 * Measures what a first visit downloads, federated beside monolith (`npm run bench:size`): starts
 * the federated build (`dist/`, server rendering on) and the monolith (`dist-monolith/`, or the folder named
 * by BENCH_SIZE_MONOLITH_DIST, server rendering off), loads the home page and one page per area from each,
 * every visit in an empty browser context, and prints JS and total gzip bytes side by side with their ratio.
 * It fails only when something is broken (a build missing, a server or a page), never on a size.
 */
import { chromium, type Browser } from '@playwright/test';
import { reportCardUuid } from '../dev-api/src/seed/profile.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser.ts';
import { benchSiteSpecs, missingBuilds, withBenchSites, type BenchSite } from './bench-sites.ts';
import { measureFirstLoad } from './first-load.ts';
import { remoteEntrySizes, remoteEntryTable } from './remote-entry-sizes.ts';
import { sizeReport, type RouteComparison } from './size-report.ts';

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

/**
 * Measures one build's route. A broken page names its build, and says so when the server is gone: a page
 * that never renders is often a crashed server.
 */
async function measure(browser: Browser, site: BenchSite, route: string) {
  return measureFirstLoad(browser, site.origin, route).catch(async (error: unknown) => {
    const alive = await fetch(`${site.origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${site.build}: ${message}${alive ? '' : ' (the site server no longer answers /healthz)'}`);
  });
}

async function main(): Promise<void> {
  const specs = benchSiteSpecs({ monolithDist: process.env.BENCH_SIZE_MONOLITH_DIST });
  const missing = missingBuilds(specs);
  if (missing.length) {
    const which = missing.map((spec) => `${spec.build} (${spec.distDir})`).join(', ');
    throw new Error(
      `no built site (shell/index.html) for ${which}: run npm run build and npm run build:monolith, ` +
        'or point BENCH_SIZE_MONOLITH_DIST at a build.',
    );
  }
  for (const spec of specs) console.log(`${spec.build}: ${spec.distDir} ${JSON.stringify(spec.env)}`);
  console.log('');
  const comparisons = await withBenchSites(specs, async (sites) => {
    const [federated, monolith] = sites;
    if (!federated || !monolith) throw new Error('bench:size needs a federated and a monolith site');
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    try {
      const results: RouteComparison[] = [];
      // Route by route, both builds in turn: sizes do not depend on the order, failures show where they happen.
      for (const [route, ownArea] of ROUTES) {
        results.push({
          route,
          ownArea,
          federated: await measure(browser, federated, route),
          monolith: await measure(browser, monolith, route),
        });
      }
      return results;
    } finally {
      await browser.close();
    }
  });
  for (const line of sizeReport(comparisons)) console.log(line);
  const [federated] = specs;
  if (federated) for (const line of ['', ...remoteEntryTable(remoteEntrySizes(federated.distDir))]) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
