/** One bar of a score chart: a label and a score out of a maximum. */
export interface ScoreItem {
  label: string;
  score: number;
  max: number;
}

/** A bar ready to draw: where it starts and how long it is, in the chart's own units. */
export interface ScoreBar extends ScoreItem {
  /** 0..100, clamped: a bonus above the maximum still fits the chart. */
  percent: number;
  y: number;
  length: number;
}

/** The chart's geometry (SVG user units); the viewBox scales it to any width. */
export const CHART = {
  width: 600,
  rowHeight: 44,
  barHeight: 22,
  /** Room on the right for the label (the page is right to left, so bars grow leftwards from it). */
  labelWidth: 210,
  /** Room on the left for the figure at the bar's end. */
  valueWidth: 90,
  padding: 8,
} as const;

/** The longest a bar can be: a full score. */
export const BAR_TRACK = CHART.width - CHART.labelWidth - CHART.valueWidth;

/** The share of the maximum as 0..100. */
export function percentOf(score: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(100, Math.max(0, (score / max) * 100));
}

/** Lays the items out as horizontal bars, one row each, in the order given. */
export function layoutBars(items: readonly ScoreItem[]): { bars: ScoreBar[]; height: number } {
  const bars = items.map((item, index) => {
    const percent = percentOf(item.score, item.max);
    return {
      ...item,
      percent,
      y: CHART.padding + index * CHART.rowHeight,
      length: (BAR_TRACK * percent) / 100,
    };
  });
  return { bars, height: CHART.padding * 2 + items.length * CHART.rowHeight };
}

/** Cuts a long label so it fits beside its bar; the full text is in the table and the bar's title. */
export function shortLabel(label: string, limit = 24): string {
  return label.length > limit ? `${label.slice(0, limit - 1).trimEnd()}…` : label;
}
