/** The table `npm run bench:lighthouse` prints: medians of each page's runs, per build. */
import { percentile } from './latency-stats.ts';

/** What one Lighthouse run says of a page: its performance score (0–100), the paints and blocking time in ms. */
export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export interface LighthouseRow {
  page: string;
  build: string;
  figures: readonly LighthouseFigures[];
}

const median = (values: readonly number[]) => percentile(values, 50);

export function lighthouseTable(rows: readonly LighthouseRow[]): string[] {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return [
    '| page | build | score | FCP s | LCP s | TBT ms | CLS | scores of the runs |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(({ page, build, figures }) => {
      const of = (key: keyof LighthouseFigures) => median(figures.map((figure) => figure[key]));
      return (
        `| ${page} | ${build} | ${of('score').toFixed(0)} | ${seconds(of('fcp'))} | ${seconds(of('lcp'))} | ` +
        `${of('tbt').toFixed(0)} | ${of('cls').toFixed(3)} | ${figures.map((figure) => figure.score.toFixed(0)).join(', ')} |`
      );
    }),
  ];
}

/**
 * Lighthouse's documentation on throttling gives a benchmarkIndex of 1500 to 2000 for
 * a high-end desktop, the host its default 4x slowdown is meant for: from there it reaches a mid-tier phone. A
 * slower host, or another multiplier, emulates another phone, in proportion.
 */
const FAST_DESKTOP_INDEX = 1500;
const DEFAULT_SLOWDOWN = 4;

/** The line under the table: the host's CPU power as Lighthouse measured it, and which phone the run emulated. */
export function hostLine(benchmarkIndexes: readonly number[], cpuSlowdown: number): string {
  const index = median(benchmarkIndexes);
  const measured =
    `This machine's benchmarkIndex (Lighthouse's measure of the host's CPU): median ${index.toFixed(0)}, ` +
    `${Math.min(...benchmarkIndexes).toFixed(0)} to ${Math.max(...benchmarkIndexes).toFixed(0)}; CPU slowdown ${cpuSlowdown}x.`;
  // How much slower than the phone Lighthouse's default means (a fast desktop slowed 4x) this run's phone was.
  const slower = (cpuSlowdown / DEFAULT_SLOWDOWN) * (FAST_DESKTOP_INDEX / index);
  if (!(index < FAST_DESKTOP_INDEX) && cpuSlowdown === DEFAULT_SLOWDOWN) return measured;
  const phone =
    Math.abs(slower - 1) < 0.1
      ? 'about the phone Lighthouse means by default'
      : `a phone about ${(slower > 1 ? slower : 1 / slower).toFixed(1)} times ${slower > 1 ? 'slower' : 'faster'} than the one Lighthouse means by default`;
  return `${measured} That emulates ${phone} (a fast desktop, benchmarkIndex ${FAST_DESKTOP_INDEX}, slowed ${DEFAULT_SLOWDOWN}x).`;
}
