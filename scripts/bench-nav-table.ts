import { percentile } from './latency-stats.ts';

/**
 * The table `npm run bench:nav` prints: per metric the median of each build's runs and their ratio. A run
 * that failed to give a value (a page that never painted, a click that timed out) is left out of the median
 * and shown as a count of the runs that did, so one bad run neither hides nor poisons the others.
 */

/** One metric's samples, one per run and build; undefined where a run gave no value. */
export interface MetricSamples {
  label: string;
  /** 'ms': a duration shown in whole milliseconds; 'score': a unitless value (CLS) shown to 3 decimals. */
  unit: 'ms' | 'score';
  federated: readonly (number | undefined)[];
  monolith: readonly (number | undefined)[];
}

const measured = (samples: readonly (number | undefined)[]) =>
  samples.filter((value): value is number => value !== undefined && Number.isFinite(value));

/** The median of the runs that gave a value; NaN when none did. */
export function median(samples: readonly (number | undefined)[]): number {
  return percentile(measured(samples), 50);
}

/** federated / monolith; undefined when it means nothing (a missing median, or a monolith of 0, as CLS can be). */
export function ratio(federated: number, monolith: number): number | undefined {
  if (!Number.isFinite(federated) || !Number.isFinite(monolith) || monolith === 0) return undefined;
  return federated / monolith;
}

function formatValue(value: number, unit: MetricSamples['unit']): string {
  if (Number.isNaN(value)) return '—';
  return unit === 'ms' ? Math.round(value).toLocaleString('en-US') : value.toFixed(3);
}

/** A cell: the median, and "(k/n runs)" when some runs gave no value. */
function cell(samples: readonly (number | undefined)[], unit: MetricSamples['unit']): string {
  const count = measured(samples).length;
  const value = formatValue(median(samples), unit);
  return count === samples.length ? value : `${value} (${count}/${samples.length} runs)`;
}

/** The table as Markdown lines: metric | federated | monolith | ratio. */
export function formatTable(metrics: readonly MetricSamples[]): string[] {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const lines = [
    row(['metric', 'federated (median ms)', 'monolith (median ms)', 'ratio']),
    row(['---', '---:', '---:', '---:']),
  ];
  for (const metric of metrics) {
    const quotient = ratio(median(metric.federated), median(metric.monolith));
    lines.push(
      row([
        metric.unit === 'score' ? `${metric.label} (value, not ms)` : metric.label,
        cell(metric.federated, metric.unit),
        cell(metric.monolith, metric.unit),
        quotient === undefined ? '—' : quotient.toFixed(2),
      ]),
    );
  }
  return lines;
}
