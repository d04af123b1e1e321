/** One bar of a score chart: a label and a score out of a maximum. */
export interface ScoreItem {
  label: string;
  score: number;
  max: number;
}

/** A bar ready to draw: where its row starts and how long the bar is. */
export interface ScoreBar extends ScoreItem {
  /** 0..100, clamped: a bonus above the maximum still fits the chart. */
  percent: number;
  y: number;
  length: number;
}

/** Where things go in a chart of a given width (SVG units = CSS pixels, so text keeps its size on a phone). */
export interface ChartGeometry {
  width: number;
  height: number;
  /** Room on the right for the label (the page is right to left: bars grow leftwards from it). */
  labelWidth: number;
  /** Room on the left for the figure at the bar's end. */
  valueWidth: number;
  /** The longest a bar can be: a full score. */
  track: number;
  /** How many characters of a label fit. */
  labelChars: number;
}

/** Row and bar heights, and the chart's padding. */
export const ROW = { height: 40, bar: 20, padding: 8 } as const;

/** The width a chart is drawn at before it is measured (and in tests). */
export const DEFAULT_CHART_WIDTH = 600;

/** The share of the maximum as 0..100. */
export function percentOf(score: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(100, Math.max(0, (score / max) * 100));
}

/** The chart's columns at a width: the label takes about a third, never less than a short title needs. */
export function chartGeometry(width: number, rows: number): ChartGeometry {
  const safeWidth = Math.max(240, Math.round(width));
  const labelWidth = Math.round(Math.min(230, Math.max(100, safeWidth * 0.36)));
  const valueWidth = 84;
  return {
    width: safeWidth,
    height: ROW.padding * 2 + rows * ROW.height,
    labelWidth,
    valueWidth,
    track: safeWidth - labelWidth - valueWidth - 8,
    labelChars: Math.max(8, Math.floor(labelWidth / 7.5)),
  };
}

/** Lays the items out as horizontal bars, one row each, in the order given. */
export function layoutBars(items: readonly ScoreItem[], geometry: ChartGeometry): ScoreBar[] {
  return items.map((item, index) => {
    const percent = percentOf(item.score, item.max);
    return { ...item, percent, y: ROW.padding + index * ROW.height, length: (geometry.track * percent) / 100 };
  });
}

/** Cuts a long label so it fits beside its bar; the full text is in the table and the picture's title. */
export function shortLabel(label: string, limit: number): string {
  return label.length > limit ? `${label.slice(0, limit - 1).trimEnd()}…` : label;
}
