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
