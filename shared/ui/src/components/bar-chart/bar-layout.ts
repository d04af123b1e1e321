/** One bar of a chart: what it counts, how many, and out of how many. */
export interface ChartBar {
  label: string;
  value: number;
  /** The bar's own full length (a score out of 20); the chart's largest value when left out. */
  max?: number;
  /** The figure written at the bar, «۱۸ از ۲۰»; the value in Persian digits when left out. */
  valueText?: string;
}

/** The share of a full bar, 0..1, clamped: a bonus above the maximum still fits the chart. */
export function barFraction(value: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/** Cuts a long label so it fits beside its bar; the full text stays in the bar's tooltip and the page's table. */
export function shortLabel(label: string, limit: number): string {
  return label.length > limit ? `${label.slice(0, Math.max(1, limit - 1)).trimEnd()}…` : label;
}

/** About how many characters of the chart's text fit in a width in pixels. */
export function charsIn(width: number): number {
  return Math.max(4, Math.floor(width / 7.5));
}
