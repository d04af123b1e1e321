/**
 * Lighthouse (mobile, its default settings: simulated slow 4G and a 4x slower CPU) on the pages students
 * land on, federated beside monolith (`npm run bench:lighthouse`): the home page, the newest article, the
 * first dictionary entry and `/quiz`, each LIGHTHOUSE_RUNS times (default 3) per build, in turn, and the
 * median of each figure printed. Lighthouse scales what it sees on this machine's CPU, so one run moves by
 * ten points; the median of runs interleaved with the yardstick's is what to compare. It fails only when
 * something is broken, never on a score.
 *
 * It also prints this machine's CPU power as Lighthouse measures it (`benchmarkIndex`): the default 4x slowdown
 * is meant for a fast desktop, and on a slower host it emulates a slower phone than Lighthouse intends.
 * LIGHTHOUSE_CPU_SLOWDOWN runs with another multiplier, to read the pages as that phone would.
 */
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser.ts';
import { runBench } from './bench-main.ts';
import { pickArticle, pickDictionaryEntry } from './bench-pages.ts';
import { benchSiteSpecs, missingBuilds, withBenchSites, type BenchSite } from './bench-sites.ts';
import { hostLine, lighthouseTable, type LighthouseFigures } from './lighthouse-table.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse's own default (4) unless LIGHTHOUSE_CPU_SLOWDOWN names another. */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;

/** A free loopback port for the browser's DevTools endpoint, which Lighthouse drives. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One Lighthouse run of a URL: the figures the table prints, and the host's CPU as that run measured it. */
async function audit(
  url: string,
  port: number,
): Promise<{ figures: LighthouseFigures; benchmarkIndex: number; cpuSlowdown: number }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(CPU_SLOWDOWN !== undefined && { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
  });
  const report = result?.lhr;
  if (!report) throw new Error(`Lighthouse gave no report for ${url}`);
  if (report.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${report.runtimeError.message}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    figures: {
      score: (report.categories.performance?.score ?? Number.NaN) * 100,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    },
    benchmarkIndex: report.environment.benchmarkIndex,
    // Read back from the report: the line says what ran, not what was asked.
    cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

async function main(interrupted: AbortSignal): Promise<void> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number from 1.');
  if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be 1 or more.');
  const specs = benchSiteSpecs({ monolithDist: process.env.BENCH_SIZE_MONOLITH_DIST });
  const missing = missingBuilds(specs);
  if (missing.length) {
    throw new Error(
      `no built site for ${missing.map((spec) => spec.distDir).join(', ')}: run npm run build and npm run build:monolith.`,
    );
  }
  const benchmarkIndexes: number[] = [];
  let cpuSlowdown = Number.NaN;
  const rows = await withBenchSites(specs, async (sites: BenchSite[]) => {
    const [federated] = sites;
    if (!federated) throw new Error('bench:lighthouse needs the federated site');
    const pages = [
      { label: '/', path: '/' },
      { label: 'article', path: (await pickArticle(federated.origin, interrupted)).path },
      { label: 'dictionary entry', path: (await pickDictionaryEntry(federated.origin, interrupted)).path },
      { label: '/quiz', path: '/quiz' },
    ];
    const port = await freePort();
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    try {
      const runs = pages.flatMap((page) => sites.map((site) => ({ page, site, figures: [] as LighthouseFigures[] })));
      // Round after round over every page and build, so a slow minute of this machine falls on all of them.
      for (let round = 0; round < RUNS; round += 1) {
        for (const run of runs) {
          interrupted.throwIfAborted();
          const measured = await audit(run.site.origin + run.page.path, port);
          run.figures.push(measured.figures);
          benchmarkIndexes.push(measured.benchmarkIndex);
          cpuSlowdown = measured.cpuSlowdown;
        }
      }
      return runs.map(({ page, site, figures }) => ({ page: page.label, build: site.build, figures }));
    } finally {
      await browser.close();
    }
  });
  console.log(
    `Lighthouse ${RUNS}x per page and build (mobile, ${CPU_SLOWDOWN === undefined ? 'default settings' : `CPU slowdown ${CPU_SLOWDOWN}x`}), medians:\n`,
  );
  for (const line of lighthouseTable(rows)) console.log(line);
  console.log(`\n${hostLine(benchmarkIndexes, cpuSlowdown)}`);
}

void runBench(main, 'the sites and the browser');
