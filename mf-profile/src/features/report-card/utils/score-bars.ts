import { formatNumber, formatPercent, type BarChartProps, type ChartBar } from '@shared/ui';

/** One score of the report card: a label and a score out of a maximum. */
export interface ScoreItem {
  label: string;
  score: number;
  max: number;
}

/** The share of the maximum as 0..100. */
export function percentOf(score: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(100, Math.max(0, (score / max) * 100));
}

/**
 * A score chart for the shared BarChart: each bar a score out of its own
 * maximum over a track, «۱۸ از ۲۰» past it, and every percentage in the
 * picture's name (the tables below give them cell by cell).
 */
export function scoreChart(items: readonly ScoreItem[], label: string): BarChartProps {
  const bars: ChartBar[] = items.map((item) => ({
    label: item.label,
    value: item.score,
    max: item.max,
    valueText: `${formatNumber(item.score)} از ${formatNumber(item.max)}`,
  }));
  const summary = items.map((item) => `${item.label}: ${formatPercent(percentOf(item.score, item.max) / 100)}`);
  // The label column takes about a third: course and quiz titles are long.
  return { label: `${label}. ${summary.join('، ')}`, bars, track: true, labelWidth: 36, valueWidth: 18 };
}
